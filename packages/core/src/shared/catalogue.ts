import { formatCount } from './count-format';

/**
 * Every text of SPEC §8 exactly as written there, plus the few the spec leaves to us
 * (marked "ours"). Use-cases and the UI show only these.
 */
export const identityMessages = {
  notAuthenticated: 'El usuario no está autenticado',
  userNotConfirmed: 'El usuario no está confirmado. Solicitar reenvio de correo de confirmación',
  incorrectCredentials: 'Su cuenta o contraseña es incorrecta',
  emailExists: 'Ya existe una cuenta con este correo electrónico',
  emptyUsername: 'Complete el campo de correo electrónico',
  invalidPhone: 'Número de teléfono no válido',
  invalidEmail: 'Correo electrónico no válido',
  emptyPassword: 'Complete el campo contraseña',
  userExists: 'El usuario ya existe',
  // ours: identity refusals the spec does not word
  invalidPassword: 'La contraseña no cumple con los requisitos de seguridad',
  codeMismatch: 'El código de verificación es incorrecto',
  expiredCode: 'El código de verificación expiró. Solicite uno nuevo',
  tooManyAttempts: 'Demasiados intentos. Espere unos minutos e intente nuevamente',
  // The pool locks password sign-in for 15 minutes after 5 wrong passwords (the emulator's docs/cognito.md).
  accountLocked: 'Demasiados intentos fallidos. Por seguridad, su cuenta quedó bloqueada por 15 minutos.',
  // A confirmation (the e-mailed link or code) of an account confirmed before: nothing to do but sign in.
  alreadyConfirmed: 'Su cuenta ya está confirmada. Ingrese con su correo y contraseña.',
  unknown: 'Ocurrió un error con su cuenta. Intente nuevamente.',
} as const;

export const errorMessages = {
  loadUser: 'Error al obtener el usuario',
  deleteAccount: 'Ocurrió un error al intentar eliminar cuenta',
  addMovement: 'Error al intentar agregar nuevo movimiento',
  addComment: 'Error al intentar agregar comentario',
  uploadFile: 'Ocurrió un error al intentar cargar el archivo',
  downloadFile: 'Ocurrió un error al intentar descargar el archivo',
  createFile: 'Error al crear el archivo',
  paymentLink: 'Error al generar el link de pago',
  payment: 'Error al intentar realizar pago',
  declineInvitation: 'Error al intentar rechazar invitación',
  acceptInvitation: 'Error al intentar aceptar invitación',
  findInvitation: 'Error al intentar obtener Invitación',
  readNotification: 'Error al intentar leer notificación',
  documents: 'Error al intentar obtener documentos',
  documentCategories: 'Error al intentar obtener categorías de documentos',
  lawyerInfo: 'Error al intentar obtener información del Abogado.',
  unlinkLawyer: 'Ocurrió un error al intentar desvincular el Abogado.',
  lawyerNotFound: 'No se encontró el abogado',
  // ours: failures the spec does not word
  network: 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente',
  timeout: 'El servidor tardó demasiado en responder. Intente nuevamente',
  /** The caller stopped the call (its `signal`): nothing more was sent. */
  aborted: 'La operación se canceló antes de terminar',
  unexpectedResponse: 'El servidor respondió de forma inesperada. Intente nuevamente más tarde',
  saveProfile: 'Error al intentar guardar los datos personales',
  saveBilling: 'Error al intentar guardar los datos de facturación',
  saveLocation: 'Error al intentar guardar los datos de ubicación',
  cases: 'Error al intentar obtener los asuntos',
  movements: 'Error al intentar obtener los movimientos del asunto',
  calendar: 'Error al intentar obtener la agenda',
  updateCalendar: 'Error al intentar actualizar la agenda',
  cancelMeeting: 'Error al intentar cancelar la reunión',
  rescheduleMeeting: 'Error al intentar reprogramar la reunión',
  // ours: the terms' 24-hour rule (una reunión agendada puede cancelarse o reprogramarse sin cargo hasta 24 horas antes).
  meetingTooLate: 'Faltan menos de 24 horas: ya no puede cancelarla sin cargo. Escríbale a su abogado desde el asunto.',
  meetingNotChangeable: 'Esta reunión no se puede cancelar ni reprogramar desde el portal.',
  directory: 'Error al intentar obtener el directorio de abogados',
  contactRequest: 'Error al intentar enviar la solicitud de contacto',
  contactRequests: 'Error al intentar obtener las solicitudes de contacto',
  myLawyers: 'Error al intentar obtener sus abogados',
  notifications: 'Error al intentar obtener las notificaciones',
  consultation: 'Error al intentar crear la consulta',
  documentTypes: 'Error al intentar obtener tipos de documentos',
  studyInfo: 'Error al intentar obtener información del Estudio',
  payments: 'Error al intentar obtener los pagos',
  // ours: a payment is never paid twice; createPaymentLink says why it makes no link.
  paymentAlreadyPaid: 'Este pago ya fue realizado.',
  paymentInProcess:
    'Este pago está en proceso: se acreditará cuando el medio de pago lo confirme. No vuelva a pagarlo.',
  whatNeedsMe: 'Error al intentar obtener lo que necesita su atención',
  // Any service refusing so many requests now (HTTP 429): the identity provider's words, as the remedy is the same.
  throttled: identityMessages.tooManyAttempts,
  // A configuration the SDK refused (a bad field, an emulator that published none); the detail names what to fix.
  invalidConfiguration: 'La configuración del portal no es válida',
  // Following the account's changes (followAccount) could not start; the portal then works as before, without them.
  followAccount: 'Error al intentar seguir los cambios de la cuenta',
  // ours: the upload function's per-account limits (the emulator's docs/lambda.md: 30 files a minute, 200 MiB a day).
  uploadQuota: 'Alcanzó el límite de archivos que puede subir por ahora. Intente nuevamente en unos minutos.',
} as const;

export const guardMessages = {
  caseNotAuthorized: 'No tiene autorización para ver este asunto',
  studyUnavailable: 'El Estudio no está disponible',
  fileAlreadyLoaded: 'El archivo ya fue cargado',
  linkNotLoaded: 'No se pudo cargar el link',
} as const;

/**
 * ours: a session the provider still held locally but a service refused (signed out of every
 * device, revoked by an administrator). SPEC §2 hides only 'El usuario no está autenticado', the
 * answer for nobody signed in; a person who was working needs to hear why they are back at sign-in.
 */
export const sessionMessages = {
  endedElsewhere: 'Su sesión terminó. Ingrese nuevamente.',
  // A script with two portals in one process: Amplify keeps one session per process, so a second
  // portal may not sign in while the first holds it (the adapters' detail says which).
  heldByAnotherPortal:
    'Ya hay una sesión iniciada en otro portal de este proceso. Ciérrela antes de ingresar con otra cuenta.',
  // A sign-out the provider could not hear (offline): the device forgot the session, the provider not yet.
  signedOutOffline:
    'Cerró la sesión en este dispositivo. Sin conexión no pudimos avisarle al servidor: lo haremos apenas vuelva la conexión.',
  signedOutEverywhere: 'Cerró la sesión en todos sus dispositivos.',
  signOutEverywhereFailed:
    'No se pudo cerrar la sesión en todos los dispositivos. Verifique su conexión e intente nuevamente.',
  passwordResetEndedSessions:
    'Su contraseña fue actualizada y cerramos la sesión en todos sus dispositivos. Ya puede ingresar.',
  passwordResetSessionsKept:
    'Su contraseña fue actualizada. Ya puede ingresar. No pudimos cerrar la sesión en sus otros dispositivos: puede hacerlo desde Mi cuenta.',
} as const;

/** ours: the password policy of SPEC §5, one text per unmet rule. */
export const passwordRuleMessages = {
  minLength: 'Debe tener al menos 8 caracteres',
  lowercase: 'Debe incluir al menos una letra minúscula',
  number: 'Debe incluir al menos un número',
  symbol: 'Debe incluir al menos un símbolo',
} as const;

/** ours: input refused before any call is made. */
export const validationMessages = {
  required: 'Complete este campo',
  invalidDate: 'Fecha no válida',
  invalidTime: 'Hora no válida',
  invalidAmount: 'Monto no válido',
  fileTooLarge: 'El archivo supera el máximo de 10 MB',
  // documents/request-files.ts's MAX_FILES_PER_SEND.
  tooManyFiles: 'Puede enviar hasta 10 archivos por vez',
  noFilesToSend: 'Elija al menos un archivo',
  emptyComment: 'Escriba un comentario',
  // A message to the lawyer from a case's conversation (messages/send-message.ts) with neither text nor file.
  emptyMessage: 'Escriba un mensaje o adjunte un archivo',
  slotPast: 'Ese horario ya pasó. Elija uno posterior.',
  slotBusy: 'Ese horario se superpone con otro compromiso del abogado. Elija otro.',
  invalidMeetingLength: 'Duración no válida',
  invalidDayCount: 'Cantidad de días no válida',
  // A CUIT/CUIL (account/tax-id.ts): 11 digits, the last one AFIP's mod-11 check digit of the others.
  taxIdDigits: 'El CUIT / CUIL debe tener 11 números',
  taxIdCheckDigit: 'CUIT / CUIL no válido: revise sus números',
  // A name (identity/credential-input.ts requiredName) holding a line break, a control or a bidi override character.
  nameOneLine: 'Escriba el nombre en una sola línea, sin caracteres especiales',
  // A location (account/save-location.ts) is chosen from core's lists (account/places.ts).
  unknownCountry: 'Elija un país de la lista',
  unknownProvince: 'Elija una provincia de la lista',
  // A use-case's argument checked at the portal's boundary (portal-input.ts): a value of the wrong kind,
  // an id that is no id, a city or tax condition not on core's lists.
  invalidValue: 'Valor no válido',
  invalidId: 'Identificador no válido',
  unknownCity: 'Elija una ciudad de la lista',
  unknownTaxCondition: 'Elija una condición frente al IVA de la lista',
} as const;

/** ours: a text longer than its field takes; the limits are shared/text-limits.ts's. */
export type TooLongMessage = `Máximo ${number} caracteres`;

export function tooLongMessage(maxLength: number): TooLongMessage {
  return `Máximo ${maxLength} caracteres`;
}

export const successMessages = {
  accountDeleted: 'Cuenta eliminada correctamente',
  userDeleted: 'Usuario eliminado correctamente',
  invitationDeclined: 'Invitación rechazada correctamente',
  invitationAccepted: 'Invitación aceptada correctamente',
  notificationRead: 'Notificación marcada como leída',
  consultationCreated:
    'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte',
  // ours: the same answer whether or not the address has an account, so it tells nobody which do.
  passwordResetRequested: 'Si existe una cuenta con ese correo, le enviamos un código.',
} as const;

export const statusMessages = {
  pendingInvitation: 'Tiene una invitación pendiente de este Estudio',
  // ours: an invitation's link opened again once it was answered, here or elsewhere; nothing went wrong.
  invitationAlreadyAccepted: 'Ya aceptó esta invitación: el estudio figura entre sus abogados.',
  invitationAlreadyDeclined: 'Ya rechazó esta invitación.',
} as const;

/** ours: what the portal says while a page's data is on its way, politely, beside the frame's progress bar. */
export const loadingMessages = {
  page: 'Cargando…',
} as const;

export type LoadingSectionMessage = `Cargando ${string}…`;

/** ours: a section of the portal on its way ('Cargando Asuntos…'). */
export function loadingSectionMessage(section: string): LoadingSectionMessage {
  return `Cargando ${section}…`;
}

/** ours: what /notificaciones says of a notice that asks for nothing any more (notifications/payment-notice.ts). */
export const notificationMessages = {
  paymentSettled: 'Pago realizado: ya figura como pagado en el asunto.',
} as const;

/** ours: what a case's payment says once back from the checkout, on the payment itself. */
export const paymentMessages = {
  approved: 'Pago aprobado: quedó registrado en el asunto.',
  pending:
    'Pago pendiente: el medio de pago todavía no lo confirmó. Lo verá como pagado en el asunto cuando se acredite.',
  rejected: 'Pago rechazado: no se realizó ningún cobro. El pago sigue pendiente en el asunto.',
  recording: 'Registrando el pago…',
} as const;

/** ours: a payment left pending at the checkout, shown instead of the pay button; `until` is its ticket's expiry as the portal shows dates. */
export function paymentInProcessMessage(until: string): string {
  return `Pago en proceso: quedó pendiente en el medio de pago y se acreditará cuando el medio de pago lo confirme (vence el ${until}).`;
}

/** ours: what /pagos says of the client's payments across their cases. */
export const paymentListMessages = {
  empty: 'No tiene pagos',
  emptyDetail: 'Cuando su abogado le indique un pago en alguno de sus asuntos, lo verá aquí.',
  due: 'Pendiente',
  paid: 'Pagado',
  amountPending: 'Monto a definir',
  inProcess: 'En proceso',
  totalsTitle: 'Resumen de pagos',
  totalOwed: 'Adeudado',
  totalInProcess: 'En proceso',
  totalPaid: 'Pagado',
  receipt: 'Ver comprobante',
  receiptTitle: 'Comprobante de pago',
  receiptNote: 'Comprobante emitido por el portal con los datos del pago registrado en el asunto.',
  print: 'Imprimir',
  /** While the cases that owe some are read, a request each: `done` of `total` cases. */
  readingOwed: (done: number, total: number) =>
    `Leyendo pagos pendientes: ${formatCount(done)} de ${formatCount(total)} ${total === 1 ? 'asunto' : 'asuntos'}`,
  /** Then the paid history of the other cases, at a slower pace, while the page is shown. */
  readingHistory: (done: number, total: number) =>
    `Leyendo pagos anteriores: ${formatCount(done)} de ${formatCount(total)} ${total === 1 ? 'asunto' : 'asuntos'}`,
  /** Why the history reads slowly, and when it stops. */
  readingHistoryDetail:
    'Se leen de a poco para cuidar sus datos y su batería, solo mientras esta página está abierta, y quedan guardados en este dispositivo.',
  /** A case whose `pago` counts some, not read yet: what the list shows of it meanwhile. */
  owedInCase: (count: number) => (count === 1 ? '1 pago pendiente' : `${formatCount(count)} pagos pendientes`),
  amountReading: 'Leyendo el monto…',
  /** Said of the device's copy of a case's payments while it is read again. */
  updating: 'Actualizando…',
} as const;

/** ours: a lawyer's file request answered inside its case, where its link lands the owner. */
export const fileRequestMessages = {
  answerHere:
    'Su abogado le pidió este documento. Adjunte aquí uno o varios archivos, o sáquele una foto: quedarán entre los documentos del asunto.',
  sending: 'Enviando el archivo…',
  answered: 'Archivo enviado: su abogado ya lo tiene en el asunto.',
  /** The limits of one answer (documents/request-files.ts), said before picking, with why. */
  limits:
    'Hasta 10 archivos por envío, de hasta 10 MB cada uno: así un teléfono los envía sin cortarse con datos móviles. Si son más, envíe el resto después desde Documentos.',
  /** Said while some files of an answer are stored and others failed. */
  someFailed: 'Algunos archivos no se enviaron. Reintente cada uno o quítelo de la lista: los enviados no se repiten.',
} as const;

/** ours: a request answered with several files; counted, so functions of the count. */
export const requestFilesMessages = {
  sendFiles: (count: number) => (count === 1 ? 'Enviar 1 archivo' : `Enviar ${count} archivos`),
  answeredWith: (count: number) => (count === 1 ? 'Respondida con 1 archivo' : `Respondida con ${count} archivos`),
  sent: (count: number) =>
    count === 1
      ? 'Archivo enviado: su abogado ya lo tiene en el asunto.'
      : `${count} archivos enviados: su abogado ya los tiene en el asunto.`,
  /** The file picker's error when 'Enviar archivos' is pressed before any file is chosen. */
  noFiles: 'Elija los archivos que quiere enviar.',
  /** The file field's error when 'Cargar documento' is pressed before a file is chosen. */
  noDocument: 'Elija el archivo que quiere cargar.',
} as const;

/** ours: the account deletion's confirmation, saying what deleting leaves behind in money (account/deletion-review.ts). */
export const accountDeletionMessages = {
  reviewing: 'Revisando sus pagos…',
  reviewFailed: 'No pudimos revisar sus pagos. Antes de eliminar la cuenta, revíselos en Pagos.',
  nothingPending: 'No tiene pagos pendientes ni en proceso, ni consultas pagadas que su abogado todavía no aceptó.',
  /** A consultation paid that its lawyer has not accepted: deletion refunds nothing. */
  paidAwaitingLawyer: (caseName: string, lawyer: string, amount: string) =>
    `«${caseName}»: pagó ${amount} y ${lawyer} todavía no aceptó la consulta. Eliminar la cuenta no le devuelve ese pago: si quiere pedir la devolución, escríbale antes de eliminarla.`,
  /** A payment left in process at a checkout: paying the ticket still charges. */
  inProcess: (caseName: string, concept: string, amount: string) =>
    `«${caseName}»: ${concept} (${amount}) está en proceso. Si paga el cupón, el cobro se hace igual, aunque haya eliminado la cuenta.`,
  /** A payment owed to a lawyer: deletion does not cancel it. */
  owed: (caseName: string, concept: string, amount: string) =>
    `«${caseName}»: ${concept} (${amount}) sigue pendiente. Eliminar la cuenta no lo cancela.`,
  /** An amount the lawyer has not stated yet. */
  amountUnknown: 'monto a definir',
} as const;

/** SPEC §8's statuses: 200 success, 201 pending invitation, 400 failure. */
export const portalStatus = { ok: 200, pendingInvitation: 201, failed: 400 } as const;

/** ours: subjects of the mails the legacy API sends the lawyer (SPEC §7 sendMailToLawyer's title_mail). */
export const lawyerMailSubjects = {
  newCase: 'Nuevo caso',
  consultationViaLink: 'Nueva consulta a través de su link',
  invitationAccepted: 'Invitación aceptada',
  meetingRescheduled: 'Reunión reprogramada',
  meetingCancelled: 'Reunión cancelada',
} as const;

/** The only subjects a mail to a lawyer may carry: a caller's own text would make the system's mails a phishing tool. */
export type LawyerMailSubject = ValuesOf<typeof lawyerMailSubjects>;

/**
 * ours: what each price around a consultation means, which one is charged and when.
 * Only a service's single amount (monto_unico) is charged, when the consultation is sent; a
 * medium's price is the lawyer's reference value, never charged by the portal. Amounts come
 * written ('$ 29.000').
 */
export const priceMessages = {
  singleAmountOnSending: (amount: string) => `Pago único de ${amount} al enviar la consulta`,
  agreedWithLawyer: 'Honorarios a convenir con el abogado',
  free: 'Sin cargo',
  priceOnRequest: 'Precio a consultar',
  laterAfterSingleAmount: 'Nada más por esta consulta.',
  laterAgreed: 'Los honorarios que acuerde con el abogado.',
  laterFree: 'Nada: la consulta es sin cargo.',
  /** The review's 'Se cobra al enviar'. */
  chargedOnSending: (amount: string) => `${amount}, el pago único del servicio`,
  nothingOnSending: 'Nada',
  /** A medium among those to choose. */
  mediumReference: (amount: string) => `Valor de referencia: ${amount} · no se cobra al enviar`,
  /** A medium among those to choose, once the service is known: its reference value and why it is not charged (`reference` of chargeTexts). */
  mediumReferenceExplained: (reference: string) => `Valor de referencia: ${reference}`,
  /** Where the services' prices first show: which price is charged, and what the next step's values are. */
  servicesNote:
    'El precio del servicio es lo que se cobra: el pago único, al enviar la consulta, para confirmarla; los honorarios a convenir, los acuerda con el abogado. Los medios del paso siguiente muestran un valor de referencia, que no se cobra.',
  /** The review's 'Valor de referencia del medio', by how the service is charged. */
  referenceBesideSingleAmount: (amount: string) =>
    `${amount}. No se cobra: esta consulta se paga con el pago único del servicio.`,
  referenceBesideAgreedFees: (amount: string) =>
    `${amount}. No se cobra al enviar: orienta los honorarios que acuerde con el abogado.`,
  referenceBesideFree: (amount: string) => `${amount}. No se cobra: la consulta es sin cargo.`,
  /** A lawyer's offers: a medium's price, a single-amount service, and what the media's prices mean. */
  referencePrice: (amount: string) => `${amount} de referencia`,
  serviceOnSending: (amount: string) => `${amount} · Pago único al enviar la consulta`,
  mediaNote:
    'Los valores de cada medio son de referencia: no se cobran al enviar una consulta. Al enviarla solo se cobra el servicio elegido, si es de pago único; los honorarios a convenir los acuerda con el abogado.',
  /** A directory card: the lowest of the media's reference values. */
  referenceFrom: (amount: string) => `Valor de referencia desde ${amount}`,
  referenceFree: 'Valor de referencia: sin cargo',
} as const;

/** ours: a consultation being started, and one already sent. */
export const consultationMessages = {
  /** What was sent stays on screen after sending, on Back from the checkout and on a reload. */
  alreadySent: 'Esta consulta ya fue enviada: no hace falta enviarla de nuevo.',
  payFromCase: (amount: string) =>
    `Si todavía no la pagó, puede pagar ${amount} desde el asunto, sin enviar otra consulta.`,
  /** Once what needs the client no longer lists the consultation's charge: paid, or in process at the checkout. */
  paymentSettled: 'El pago de esta consulta ya está hecho o en proceso: puede ver su estado en el asunto.',
  leavingToPay: 'Lo llevamos al pago…',
  /** The lawyer a page names cannot be consulted (its studio is disabled, or it left the directory). */
  chooseAnotherLawyer: 'Elija otro abogado de su lista o búsquelo en el directorio.',
} as const;

/**
 * ours: what a case's state means for that case, and what happens next and who acts
 * (caseNextStep). SPEC §4's 'Pendiente' joins two waits, the lawyer's acceptance and a payment;
 * the label says which.
 */
export const caseNextStepMessages = {
  pendingPaymentLabel: 'Pendiente de pago',
  pendingPaymentAndAcceptanceLabel: 'Pendiente de pago y de aceptación',
  pendingAcceptanceLabel: 'Pendiente de aceptación',
  pendingAtStudyLabel: 'Pendiente en el estudio',
  /** `count` pending payments, one or more. */
  owed: (count: number) =>
    count === 1
      ? 'Tiene un pago pendiente: puede pagarlo desde los movimientos del asunto.'
      : `Tiene ${formatCount(count)} pagos pendientes: puede pagarlos desde los movimientos del asunto.`,
  clearsWhenPaid: (count: number) =>
    `${count === 1 ? 'Cuando se acredite' : 'Cuando se acrediten'}, el asunto deja de figurar como pendiente.`,
  thenAcceptance: 'El abogado todavía no aceptó su consulta; le avisaremos cuando lo haga.',
  awaitingAcceptance: 'El abogado todavía no aceptó su consulta. Le avisaremos cuando lo haga.',
  pendingAtStudy:
    'El abogado aceptó su consulta y el estudio tiene el asunto en espera. Le avisaremos cuando avance; si necesita algo de usted, se lo pedirá aquí.',
  active:
    'Su abogado está trabajando en el asunto. Le avisaremos cada novedad; si necesita algo de usted, se lo pedirá aquí.',
  archived:
    'El asunto está cerrado: no queda nada por hacer de su parte. Puede seguir leyendo sus movimientos y documentos.',
} as const;

/**
 * ours: a consultation's two prices in one sentence (consultationPriceSentence): what is paid on
 * sending, and what the medium's reference value is, which is never charged.
 */
export const priceSentenceMessages = {
  singleAmount: (amount: string) =>
    `Paga ${amount} al enviar la consulta, para confirmarla; no se le cobra nada más por ella.`,
  agreedFees: 'No paga nada al enviar la consulta: los honorarios los acuerda con el abogado.',
  free: 'La consulta es sin cargo: no paga nada al enviarla ni después.',
  referenceBesidePayment: (amount: string) =>
    `El valor de referencia de ${amount} es lo que el abogado suele cobrar por este medio: solo orienta y no se cobra.`,
  referenceBesideAgreedFees: (amount: string) =>
    `El valor de referencia de ${amount} es lo que el abogado suele cobrar por este medio: le sirve para orientarse al acordar y no se cobra al enviar.`,
} as const;

/** ours: the agenda's "Próximos" view beside SPEC's list. */
export const agendaMessages = {
  upcomingLead: (count: number) =>
    count === 1
      ? '1 evento desde ahora, por fecha y hora.'
      : `${formatCount(count)} eventos desde ahora, por fecha y hora.`,
  listLead: 'Por fecha de creación, del evento más reciente al más antiguo.',
  listByEventLead: 'Por fecha y hora del evento, del más antiguo al más lejano; los que no tienen fecha, al final.',
  noUpcoming: 'No tiene eventos próximos',
  noUpcomingDetail: 'Los eventos pasados y los que todavía no tienen fecha están en la lista.',
  undatedNotUpcoming: (count: number) =>
    count === 1
      ? '1 evento no tiene fecha todavía y no aparece aquí.'
      : `${formatCount(count)} eventos no tienen fecha todavía y no aparecen aquí.`,
} as const;

/**
 * ours: a meeting the client can keep, join or move (the terms: una reunión agendada puede
 * cancelarse o reprogramarse sin cargo hasta 24 horas antes). `when` comes written ('9/12/2026 a las 10:30').
 */
export const meetingMessages = {
  changeUntil: (when: string) => `Puede cancelarla o reprogramarla sin cargo hasta el ${when}.`,
  tooLate: errorMessages.meetingTooLate,
  cancelled: 'Reunión cancelada. Su abogado recibió el aviso.',
  rescheduled: 'Reunión reprogramada. Su abogado recibió el aviso.',
  cancelledState: 'Cancelada',
  confirmCancel: (title: string, when: string) => `¿Cancelar «${title}» del ${when}? Su abogado recibirá el aviso.`,
  joinOpensSoon: 'El enlace se habilita 15 minutos antes.',
  placeToConfirm: 'Lugar a confirmar: su abogado todavía no indicó la dirección de la reunión presencial.',
  askPlace: 'Preguntar el lugar a su abogado',
  allDay: 'Todo el día',
  cancelledMovement: (title: string) => `Reunión cancelada: ${title}`,
  cancelledMovementNote: (when: string) => `El cliente canceló la reunión del ${when}.`,
  rescheduledMovement: (from: string, to: string) => `Reunión reprogramada: de ${from} a ${to}`,
} as const;

/** ours: a case's conversation with the lawyer and the inbox of conversations (messages/). */
export const conversationMessages = {
  sent: 'Mensaje enviado a su abogado',
  sending: 'Enviando el mensaje…',
  empty: 'Todavía no hay mensajes en este asunto',
  emptyDetail: 'Escriba abajo: su abogado recibe el mensaje como una novedad del asunto y le responde aquí.',
  noConversations: 'No tiene asuntos con mensajes',
  noConversationsDetail: 'Cuando inicie una consulta, podrá escribirle a su abogado desde aquí.',
  unreadLead: (count: number) =>
    count === 1
      ? 'Tiene 1 mensaje nuevo de su abogado.'
      : `Tiene ${formatCount(count)} mensajes nuevos de sus abogados.`,
  moreCases: (shown: number, total: number) =>
    `Se muestran ${formatCount(shown)} de ${formatCount(total)} asuntos, los de actividad más reciente.`,
  notRead: 'No se pudieron leer los mensajes de este asunto.',
} as const;

/**
 * ours: what the portal says of data kept on this device and of the connection: a
 * page shown from the device's copy says of when it is, a screen never opened here says it needs
 * the network, and a change tried offline says nothing was sent and what was typed is kept.
 */
export const offlineMessages = {
  offline: 'Sin conexión',
  needsNetwork: 'Sin conexión. Esta pantalla necesita conexión la primera vez que la abre.',
  /** A read that got no answer while offline, of a screen the device keeps no copy of: it is read again once the connection is back. */
  readWhenOnline: 'Sin conexión. Esta pantalla se mostrará cuando vuelva la conexión.',
  changeNotSent:
    'Sin conexión: no se envió nada. Lo que escribió sigue aquí; cuando vuelva la conexión podrá enviarlo.',
  backOnline: 'Volvió la conexión. ¿Enviar ahora lo que quedó sin enviar?',
  sendNow: 'Enviar ahora',
} as const;

/** ours: the state of a page shown from the device's copy (local time, es-AR): being refreshed, or offline. */
export const deviceDataMessages = {
  refreshing: (savedAt: Date, now: Date) => `Datos ${savedWhen(savedAt, now)} · actualizando…`,
  offline: (savedAt: Date, now: Date) => `Sin conexión · datos ${savedWhen(savedAt, now)}`,
  /** Online, but the service gave no usable answer (a 5xx, a timeout). */
  unanswered: (savedAt: Date, now: Date) => `No se pudo actualizar · datos ${savedWhen(savedAt, now)}`,
} as const;

/** 'de las 14:32' today, 'del 25/11/2026 a las 14:32' on another day. */
function savedWhen(savedAt: Date, now: Date): string {
  const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    savedAt,
  );
  const today =
    savedAt.getFullYear() === now.getFullYear() &&
    savedAt.getMonth() === now.getMonth() &&
    savedAt.getDate() === now.getDate();
  return today
    ? `de las ${time}`
    : `del ${savedAt.getDate()}/${savedAt.getMonth() + 1}/${savedAt.getFullYear()} a las ${time}`;
}

/** ours: a new version of the portal is installed and waits to take over the tab. */
export const appUpdateMessages = {
  available: 'Hay una versión nueva del portal.',
  update: 'Actualizar',
} as const;

/** ours: what needs the client (attention/what-needs-me.ts), at the top of the page every sign-in lands on. */
export const attentionMessages = {
  heading: 'Lo que necesita su atención',
  count: (count: number) => (count === 1 ? '1 pendiente' : `${formatCount(count)} pendientes`),
  nothingPending: 'No tiene nada pendiente.',
  loading: 'Buscando lo que necesita su atención…',
  /** What to do, by kind of item. */
  labels: {
    payment: 'Pagar',
    'file-request': 'Enviar un archivo',
    'date-request': 'Elegir una fecha',
    message: 'Leer los mensajes',
    invitation: 'Responder una invitación',
    meeting: 'Próxima reunión',
  },
  fileAsked: 'Su abogado le pidió un archivo',
  dateAsked: 'Su abogado le pidió que elija una fecha',
  onePaymentOwed: '1 pago pendiente',
  paymentsOwed: (count: number) => `${formatCount(count)} pagos pendientes`,
  oneUnreadMessage: '1 mensaje nuevo de su abogado',
  unreadMessages: (count: number) => `${formatCount(count)} mensajes nuevos de su abogado`,
  invitedBy: (lawyer: string, study: string) => `${lawyer} le envió una invitación para vincularse con ${study}`,
  /** The mark of a case that needs the client, in the case list. */
  caseNeedsClient: 'Requiere su atención',
  /** The case list's filter of those cases. */
  filterNeedsClient: 'Requieren mi atención',
  /** Said when the panel shows only the first items. */
  showAll: (count: number) => `Ver los ${formatCount(count)} pendientes`,
  more: (count: number) => (count === 1 ? 'Hay 1 más' : `Hay ${formatCount(count)} más`),
  casesNeedingClient: 'vea los asuntos que requieren su atención',
} as const;

export const catalogue = {
  identity: identityMessages,
  errors: errorMessages,
  passwordRules: passwordRuleMessages,
  validation: validationMessages,
  guards: guardMessages,
  session: sessionMessages,
  success: successMessages,
  status: statusMessages,
  payments: paymentMessages,
  fileRequests: fileRequestMessages,
  requestFiles: requestFilesMessages,
  loading: loadingMessages,
  notifications: notificationMessages,
  paymentList: paymentListMessages,
  prices: priceMessages,
  consultations: consultationMessages,
  agenda: agendaMessages,
  meetings: meetingMessages,
  lawyerMailSubjects,
  offline: offlineMessages,
  deviceData: deviceDataMessages,
  appUpdate: appUpdateMessages,
  conversations: conversationMessages,
  accountDeletion: accountDeletionMessages,
} as const;

type ValuesOf<T> = T[keyof T];
export type CatalogueMessage =
  | ValuesOf<typeof identityMessages>
  | ValuesOf<typeof errorMessages>
  | ValuesOf<typeof passwordRuleMessages>
  | ValuesOf<typeof validationMessages>
  | TooLongMessage
  | ValuesOf<typeof guardMessages>
  | ValuesOf<typeof sessionMessages>
  | ValuesOf<typeof successMessages>
  | ValuesOf<typeof paymentMessages>
  | ValuesOf<typeof fileRequestMessages>
  | ValuesOf<typeof statusMessages>
  | ValuesOf<typeof offlineMessages>;
