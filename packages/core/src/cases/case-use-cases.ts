import type { FileDownload } from '../documents/document-ports';
import type { PortalPorts } from '../portal-ports';
import type { portalStatus } from '../shared/catalogue';
import type { GuardDecision } from '../shared/guard-decision';
import { onFirstCall } from '../shared/on-first-call';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CommentDraft } from './add-comment';
import type { MovementDraft } from './add-movement';
import type { CalendarRequestAnswer } from './answer-calendar-request';
import type { FileRequestAnswer } from './answer-file-request';
import type { CompletedFileRequest, FileRequestCompletion, FileRequestFile } from './answer-file-request-files';
import type { Case } from './case';
import {
  makeOpenCaseDetail,
  makeReadDateRequest,
  type CaseDetail,
  type CaseDetailRequest,
  type DateRequestPage,
} from './case-pages';
import { makeCheckCalendarRequestLink } from './check-calendar-request-link';
import { makeCheckFileRequestLink } from './check-file-request-link';
import { makeOpenCaseList, type CaseListPage, type CaseListPageRequest } from './case-list-page';
import type { PaymentLinkOrder } from './create-payment-link';
import { makeDownloadCaseFile, type CaseFileKey } from './download-case-file';
import { makeListCases, type CaseListRequest } from './list-cases';
import { makeListMovements, type CaseMovements } from './list-movements';
import type { Comment, RequestedMovement } from './movement';
import { makeOpenCase, type CaseOpening, type CaseOpeningRequest } from './open-case';
import { makeReadCaseFile, type CaseFileContent } from './read-case-file';
import { makeReadRequestLink } from './read-request-link';
import type { PaymentRecord } from './record-payment';
import type { RequestLink } from './request-link';
import type { CaseDocumentUpload, UploadedCaseDocument } from './upload-case-document';
import type { CaseFileUpload, UploadedCaseFile } from './upload-case-file';

/**
 * The portal's use-cases of cases (asuntos): the client's cases and their movements, comments,
 * files and payments, and the public request links (SPEC §2 /fileRequest, /calendarRequest).
 *
 * Every failure is a `PortalError` whose message is the catalogue's Spanish text (SPEC §8). Each
 * method names its intent's message; a call that reaches a service fails with it as `unavailable`
 * (no network, a timeout, an unexpected answer: `transport` says which), `rejected` (the service
 * refused), `forbidden` or `not-found`, except that a throttled call keeps 'Demasiados intentos…'
 * and an ended session answers `unauthenticated`, 'El usuario no está autenticado'.
 */
export interface CaseUseCases {
  /**
   * The client's cases, newest first by creation date (SPEC §9), each with its estado derived
   * from the server's and its pending payments (SPEC §4); optionally only those a given user
   * created (usuario_alta, SPEC §6).
   *
   * Fails with the service's kind and 'Error al intentar obtener los asuntos'.
   *
   * @example
   * const cases = valueOrThrow(await portal.listCases({ client }));
   */
  listCases(request: CaseListRequest): Promise<Result<readonly Case[], PortalError>>;

  /**
   * The case-detail guard (SPEC §2, §6): whether the client may open `caseId`. Decides on
   * `knownCases` when the case is among them; otherwise loads the client's cases once (a case
   * started after the list was read) and decides on those. `access` allows, or redirects to
   * /asuntos with 'No tiene autorización para ver este asunto'; `cases` is the list decided on.
   *
   * Fails, when the list must be loaded and cannot be, with 'Error al intentar obtener los asuntos'.
   */
  openCase(request: CaseOpeningRequest): Promise<Result<CaseOpening, PortalError>>;

  /**
   * A case with its movements, their comments and the agenda entries of its date requests (SPEC
   * §3, §7 listaMovimientos). Movements come newest first (SPEC §9), each with `typeName` (the
   * service's nombre_tipo, else the catalogue's name of its type 1–8) and its dates read once
   * (`createdAt`, `agendaStart`); comments come oldest first, with `createdAt`.
   *
   * Fails with 'Error al intentar obtener los movimientos del asunto': `forbidden` or `not-found`
   * for a case that is not the client's.
   */
  listMovements(request: { readonly caseId: string }): Promise<Result<CaseMovements, PortalError>>;

  /**
   * The client adds a movement to a case (SPEC §7 addNewMovent), of any type of MOVEMENT_TYPE
   * (`typeId`; a news movement, the one the client writes, when left out); answers the new
   * movement's id.
   *
   * Fails with `invalid-input` on `description` (over 200 characters) or `comments` (over 2000):
   * 'Máximo N caracteres', before sending; otherwise with 'Error al intentar agregar nuevo
   * movimiento' (`forbidden` for another client's case).
   */
  addMovement(draft: MovementDraft): Promise<Result<{ readonly movementId: string }, PortalError>>;

  /**
   * The client comments on a movement, signed with their name (SPEC §7 addNewComment); the text
   * is trimmed. Answers the comment as the service stored it.
   *
   * Fails with `invalid-input` before sending: on `text`, 'Escriba un comentario' when blank or
   * 'Máximo 2000 caracteres'; on `authorName`, 'Máximo 100 caracteres'. Otherwise with 'Error al
   * intentar agregar comentario'.
   */
  addComment(draft: CommentDraft): Promise<Result<Comment, PortalError>>;

  /**
   * Stores one file of a case through the upload function (SPEC §5, §7: base64 under a unique
   * key, at most 10 MB) and, when `movementId` names the request it answers, links the file to it.
   * Through a public /fileRequest link, `linkToken` lets someone who is not the owner send the one
   * file the request awaits. The same `uploadKey` for the same file makes a retry answer the file
   * already stored. To send a document into a case as the client, use `uploadCaseDocument`.
   *
   * Fails with `invalid-input`: on `file`, 'El archivo supera el máximo de 10 MB'; on `uploadKey`
   * (not a token of letters, digits, '-' and '_'), 'Ocurrió un error al intentar cargar el
   * archivo'. Otherwise with 'Ocurrió un error al intentar cargar el archivo', also when the file
   * was stored but not linked (its `detail` names the stored key).
   */
  uploadCaseFile(upload: CaseFileUpload): Promise<Result<UploadedCaseFile, PortalError>>;

  /**
   * The client sends a document into a case, in one call: an 'Archivo adjunto' movement (type 3)
   * 'Documento enviado: <name>' tells the lawyer, then the file is stored, filed under the chosen
   * type and category, and linked to that movement. Answers the stored key, the file's name in
   * it and the movement's id.
   *
   * A call that FAILED midway can simply be made again with the same file: sending the same name
   * and bytes to the same case, through the same portal, reuses the movement already added and the
   * same upload key, so the retry makes no second movement and no second copy. What a call that
   * succeeded sent is not remembered: calling again with the same file after a success sends it
   * again (a second movement, a second stored copy), as a client who sends a document twice
   * means to. The memory of failed calls lives in the portal object, so a new process (or another
   * portal) starts over: a script that may be run again after a crash reads `listCaseDocuments`
   * first if it must not send a file twice.
   *
   * Fails with `invalid-input` on `file`, 'El archivo supera el máximo de 10 MB', before anything
   * is sent; with 'Error al intentar agregar nuevo movimiento' when the movement cannot be added;
   * with 'Ocurrió un error al intentar cargar el archivo' when the file cannot be stored or linked.
   *
   * @example
   * const sent = await portal.uploadCaseDocument({
   *   client, caseId: kase.id, groupId: kase.id_grupo,
   *   file: { name: 'recibo.pdf', bytes: await readFile('recibo.pdf') },
   *   classification: { type: 'Recibo de sueldo', category: null },
   * });
   * if (!sent.ok) console.error(sent.error.message); // call again with the same file to retry
   */
  uploadCaseDocument(upload: CaseDocumentUpload): Promise<Result<UploadedCaseDocument, PortalError>>;

  /**
   * Answers a lawyer's file request (type 2, or a consultation's attachment, type 3) with the file
   * it asks for, in one call: the request is read again, then the file is stored through the
   * upload function (at most 10 MB), filed under the chosen type and category, and linked to the
   * request, which no longer awaits a file. Through the public /fileRequest link pass its `token`;
   * the case's signed-in owner answers it from inside the case without one. The same `uploadKey`
   * for the same file makes a retry answer the file already stored. Answers the stored key and name.
   *
   * Fails with `invalid-input` on `file`, 'El archivo supera el máximo de 10 MB', before anything
   * is sent; with `rejected`, status 400: 'El archivo ya fue cargado' when the request has its
   * file, 'No se pudo cargar el link' when there is no such request for this visitor; otherwise
   * with 'Ocurrió un error al intentar cargar el archivo'.
   *
   * @example
   * const answered = await portal.answerFileRequest({
   *   caseId: kase.id, groupId: kase.id_grupo, movementId: request.id_movimiento,
   *   file: { name: 'telegrama.pdf', bytes: await readFile('telegrama.pdf') },
   * });
   */
  answerFileRequest(answer: FileRequestAnswer): Promise<Result<UploadedCaseFile, PortalError>>;

  /**
   * Stores one of several files answering a lawyer's file request (type 2, or a consultation's
   * attachment, type 3), without marking the request answered: how a request takes several files
   * ('los últimos 6 recibos de sueldo'), each with its own progress, retry and removal. Each file
   * goes through the upload function (SPEC §7, at most 10 MB) under the request's key prefix
   * ('pedido<id>_<uploadKey>'), so the case's documents say which request it answers; then
   * `completeFileRequest` links the request once. Through the public /fileRequest link pass its
   * `token` (a link takes up to 10 files while its request awaits them); the signed-in owner
   * passes none. The same `uploadKey` for the same file answers a retry with the file already
   * stored: one copy, however many presses. Answers the stored key and name.
   *
   * Fails with `invalid-input`: on `file`, 'El archivo supera el máximo de 10 MB', before anything
   * is sent; on `uploadKey` (not letters, digits, '-' and '_', or too long with the request's
   * prefix), 'Ocurrió un error al intentar cargar el archivo'. Otherwise with 'Ocurrió un error
   * al intentar cargar el archivo'.
   *
   * @example
   * const stored = [];
   * for (const name of ['recibo-1.pdf', 'recibo-2.pdf']) {
   *   const file = valueOrThrow(await portal.storeRequestFile({
   *     caseId, groupId, movementId: request.id_movimiento, uploadKey: randomUUID(),
   *     file: { name, bytes: await readFile(name) },
   *   }));
   *   stored.push(file);
   * }
   * await portal.completeFileRequest({ caseId, groupId, movementId: request.id_movimiento, files: stored });
   */
  storeRequestFile(file: FileRequestFile): Promise<Result<UploadedCaseFile, PortalError>>;

  /**
   * The client says the files stored for a request are all of them (SPEC §7
   * updateMovementFileLink, one call): the request is read again, then linked to the first file;
   * it no longer awaits files and the case reads it 'Respondida con N archivos' (core's
   * `answeredFileCount` over the case's documents). Answers the linked key and the file count.
   *
   * Fails with `invalid-input` on `files`: 'Elija al menos un archivo' for none, 'Puede enviar
   * hasta 10 archivos por vez' above 10, 'Ocurrió un error al intentar cargar el archivo' for a
   * key not stored for this request; with `rejected`, status 400: 'El archivo ya fue cargado' when
   * the request has its file, 'No se pudo cargar el link' when there is no such request for this
   * visitor; otherwise with 'Ocurrió un error al intentar cargar el archivo' (calling it again
   * links it: the files stay stored).
   */
  completeFileRequest(completion: FileRequestCompletion): Promise<Result<CompletedFileRequest, PortalError>>;

  /**
   * A short-lived link to a case file (SPEC §7 download function), with its name: what a page
   * opens. `fileKey` is the file's storage key: a Document's id, a movement's link_archivo or an
   * upload's key. For the bytes themselves, use `readCaseFile`.
   *
   * Fails with 'Ocurrió un error al intentar descargar el archivo': `not-found` for no such file,
   * `forbidden` for another client's.
   */
  downloadCaseFile(file: CaseFileKey): Promise<Result<FileDownload, PortalError>>;

  /**
   * A case file's very bytes, with its name and media type (`application/octet-stream` when the
   * storage names none): the download link followed.
   *
   * Fails with 'Ocurrió un error al intentar descargar el archivo': `not-found` for no such file,
   * `forbidden` for another client's.
   *
   * @example
   * const file = valueOrThrow(await portal.readCaseFile({ fileKey: document.id }));
   * await writeFile(file.name, file.bytes);
   */
  readCaseFile(file: CaseFileKey): Promise<Result<CaseFileContent, PortalError>>;

  /**
   * A checkout link for a payment movement (type 4, SPEC §7 getPaymentLinkMP), for its price read
   * by SPEC §5's rule (dots dropped: '25.000' is 25000); the caller sends the client there. The
   * case's movements are read first (listaMovimientos): a payment is never paid twice.
   *
   * Cost: one listaMovimientos, then one getPaymentLinkMP.
   *
   * With `returnUrl` (an http(s) address of the portal's: on the emulator any local origin), the
   * checkout sends the client back there once the payment is approved, left pending or rejected,
   * adding `status`, `payment_id` and `external_reference` (on the emulator, the movement) to its query, as Mercado
   * Pago's back URL does: a script hands that address to recordPayment({ returnUrl, price }).
   * Without it the checkout returns to the portal's case page, /asunto/:case/:movement/:status.
   *
   * Fails with `invalid-input` on `price`, 'Monto no válido', and on `returnUrl` (no http(s)
   * address), 'Error al generar el link de pago', before sending; as `rejected` with
   * 'Este pago ya fue realizado.' for a paid payment and 'Este pago está en proceso: se acreditará
   * cuando el medio de pago lo confirme. No vuelva a pagarlo.' for one left pending at a checkout
   * whose ticket has not expired (core's `paymentState`), no link asked for; otherwise with 'Error
   * al generar el link de pago'.
   *
   * @example
   * const { movements } = valueOrThrow(await portal.listMovements({ caseId }));
   * const owed = movements.find((movement) => awaitsPayment(movement, new Date()));
   * if (owed) {
   *   const link = await portal.createPaymentLink({ lawyerId, caseId, movementId: owed.id_movimiento, price: owed.monto });
   *   if (link.ok) console.log(link.value.redirectUrl);
   * }
   */
  createPaymentLink(order: PaymentLinkOrder): Promise<Result<{ readonly redirectUrl: string }, PortalError>>;

  /**
   * Reports a payment back from the checkout (SPEC §7 changePaymentMovement), given either its
   * parts, `{ movementId, paymentId, price }` (`paymentId` is the checkout's payment id,
   * `payment_id` in the URL it returns to), or the whole address the checkout returned to and the
   * amount, `{ returnUrl, price }`: its `payment_id`, `status` and `external_reference` (the
   * movement; or `movementId`, which must then agree) are read (readCheckoutReturn). A payment is
   * paid only when the checkout approved that payment, for that movement and amount: the service
   * verifies it against the checkout's record, so this confirms a payment and never makes one.
   *
   * Fails with `invalid-input` before sending: on `paymentId` (missing, or not the checkout's
   * letters, digits, '-' and '_'), 'Error al intentar realizar pago'; on `movementId` (missing,
   * without a return address), 'Complete este campo'; on `returnUrl` (no http(s) address, no
   * `payment_id`, no movement or another one than `movementId`), 'Error al intentar realizar
   * pago'; on `price`, 'Monto no válido'. A return address whose status says the payment was left
   * pending or rejected records nothing and sends nothing: `rejected` (status 400) with
   * paymentMessages.pending or paymentMessages.rejected. Otherwise with 'Error al intentar
   * realizar pago': `rejected` when the checkout did not approve that payment (left pending,
   * rejected, another movement's or amount's, unknown), and nothing changes.
   *
   * @example
   * // A script: the checkout sent the client to returnUrl (createPaymentLink's), with its query.
   * const recorded = await portal.recordPayment({ returnUrl: 'http://localhost:4321/pago?status=approved&payment_id=…&external_reference=77', price: 15000 });
   * // The web, back at /asunto/:case/:movement/approved?payment_id=…
   * const reported = await portal.recordPayment({ movementId, paymentId: url.searchParams.get('payment_id') ?? '', price: movement.monto });
   */
  recordPayment(payment: PaymentRecord): Promise<Result<void, PortalError>>;

  /**
   * The guards of /calendarRequest (SPEC §2): an unanswered date request (type 7) must exist, else
   * a redirect to /welcome with 'No se pudo cargar el link', or 'El archivo ya fue cargado' once
   * it has a date and time; a signed-in owner of the case is sent to answer it inside the case.
   *
   * Fails only when the request cannot be looked up: 'No se pudo cargar el link'.
   */
  checkCalendarRequestLink(link: RequestLink): Promise<Result<GuardDecision, PortalError>>;

  /**
   * The guards of /fileRequest (SPEC §2): the movement must exist, else a redirect to /welcome with
   * 'No se pudo cargar el link'; a file request (type 2) already answered redirects with 'El
   * archivo ya fue cargado'; a signed-in owner of the case is sent to answer it inside the case.
   *
   * Fails only when the request cannot be looked up: 'No se pudo cargar el link'.
   */
  checkFileRequestLink(link: RequestLink): Promise<Result<GuardDecision, PortalError>>;

  /**
   * Answers a date request (type 7) with the date and time picked (SPEC §7 updateCalendar), on the
   * agenda entry it owns, through its public link (`token`) or as the case's owner. The request is
   * checked again first, so a page left open cannot overwrite a date already set. A video meeting
   * (tipo_reunion) gets a join link on the way (videoMeetingLink, an unguessable room), which the
   * service keeps only when the lawyer gave none. Answers status 200.
   *
   * Fails with `rejected`, status 400: 'El archivo ya fue cargado' when already answered, 'No se
   * pudo cargar el link' when there is no such request (or it owns no agenda entry); with
   * `invalid-input`: 'Fecha no válida' on `date` (not yyyy-mm-dd), 'Hora no válida' on `start` or
   * `end` (not HH:MM); otherwise with 'Error al intentar actualizar la agenda'.
   */
  answerCalendarRequest(
    answer: CalendarRequestAnswer,
  ): Promise<Result<{ readonly status: typeof portalStatus.ok }, PortalError>>;

  /**
   * What a public request link's page shows (SPEC §2): the request as its link reads it, with the
   * case's name, lawyer and studio; never a storage key or the client.
   *
   * Fails with 'No se pudo cargar el link': `not-found` for a link that leads to no request this
   * visitor may read (a wrong token, another case).
   */
  readRequestLink(link: RequestLink): Promise<Result<RequestedMovement, PortalError>>;

  /**
   * The case page (SPEC §2 asunto/:id), guard and all: the guard of `openCase` (on `knownCases`
   * when the case is among them, else on the list read once), then the case with its movements
   * (`listMovements`), its documents (`listCaseDocuments`), what a document can be filed under
   * (`listDocumentTypes`, `listDocumentCategories` of its studio) and, only when a date request
   * waits for the client's answer, the lawyer's agenda (`listLawyerCalendar`), else null.
   * `through` reads the parts named 'movements' and 'documents' (the web reads them through the
   * device's copies). Answers `refusal` (to /asuntos with 'No tiene autorización para ver este
   * asunto') and no file for a case that is not the client's.
   *
   * `view` is what the page shows, computed at the clock's time: the case's next step
   * (`caseNextStep`), its pending payments (owed, in process and the owed total), the payments
   * payable now with the pay dialog's inputs, each movement with its `kind`, whether it awaits a
   * file, a date or a payment (and until when a payment stays in process), the file it links by
   * name, the files answering a file request, and the conversation's latest message.
   *
   * With `checkoutReturn`, the page's address back from the checkout
   * (/asunto/:case/:movement/:status?payment_id=…), `checkout` says what became of the payment it
   * names: an approved one is reported once (`recordPayment`, whose failure is said there, not
   * settled) and its movements read again; one left pending says until when it is in process; a
   * return naming no payment of the case says 'Error al intentar realizar pago' with no movement.
   * Null otherwise.
   *
   * Each part answers on its own, with its use-case's failure: the page shows the rest. Fails as a
   * whole as `openCase` does when the list must be read and cannot be ('Error al intentar obtener
   * los asuntos'), and with `unauthenticated` when a part found the session ended.
   */
  openCaseDetail(request: CaseDetailRequest): Promise<Result<CaseDetail, PortalError>>;

  /**
   * The case list (SPEC §2 asuntos): the client's cases (`knownCases` when at hand, else
   * `listCases`), newest first, each with what its state waits for (`caseNextStep`'s label and
   * text) and whether it needs the client: among `whatNeedsMe`'s cases (what `listWhatNeedsMe`
   * last answered) or, that not known, owing a payment. With them, the lawyers and studios to
   * filter by, each once, in display order. Fails as `listCases` does when it must read them
   * ('Error al intentar obtener los asuntos').
   *
   * @example
   * const { cases } = valueOrThrow(await portal.openCaseList({ client }));
   * cases.filter((kase) => kase.needsClient).map((kase) => kase.nextStep.text);
   */
  openCaseList(request: CaseListPageRequest): Promise<Result<CaseListPage, PortalError>>;

  /**
   * A public date request's page (SPEC §2 calendarRequest, after its guard
   * `checkCalendarRequestLink`): the request as `readRequestLink` reads it, and the agenda of the
   * lawyer `lawyerId` (`listLawyerCalendar`), whose busy slots the picker leaves out.
   *
   * Each part answers on its own, with its use-case's failure ('No se pudo cargar el link', 'Error
   * al intentar obtener la agenda'); fails as a whole only with `unauthenticated`, when a part
   * found the session ended.
   */
  readDateRequest(link: RequestLink & { readonly lawyerId: string }): Promise<Result<DateRequestPage, PortalError>>;
}

export function caseUseCases(ports: PortalPorts): CaseUseCases {
  return {
    listCases: makeListCases(ports),
    openCase: makeOpenCase(ports),
    listMovements: makeListMovements(ports),
    addMovement: onFirstCall(async () => (await import('./add-movement')).makeAddMovement(ports)),
    addComment: onFirstCall(async () => (await import('./add-comment')).makeAddComment(ports)),
    uploadCaseFile: onFirstCall(async () => (await import('./upload-case-file')).makeUploadCaseFile(ports)),
    uploadCaseDocument: onFirstCall(async () => (await import('./upload-case-document')).makeUploadCaseDocument(ports)),
    answerFileRequest: onFirstCall(async () => (await import('./answer-file-request')).makeAnswerFileRequest(ports)),
    storeRequestFile: onFirstCall(async () =>
      (await import('./answer-file-request-files')).makeStoreRequestFile(ports),
    ),
    completeFileRequest: onFirstCall(async () =>
      (await import('./answer-file-request-files')).makeCompleteFileRequest(ports),
    ),
    downloadCaseFile: makeDownloadCaseFile(ports),
    readCaseFile: makeReadCaseFile(ports),
    createPaymentLink: onFirstCall(async () => (await import('./create-payment-link')).makeCreatePaymentLink(ports)),
    recordPayment: onFirstCall(async () => (await import('./record-payment')).makeRecordPayment(ports)),
    checkCalendarRequestLink: makeCheckCalendarRequestLink(ports),
    checkFileRequestLink: makeCheckFileRequestLink(ports),
    answerCalendarRequest: onFirstCall(async () =>
      (await import('./answer-calendar-request')).makeAnswerCalendarRequest(ports),
    ),
    readRequestLink: makeReadRequestLink(ports),
    openCaseDetail: makeOpenCaseDetail(ports),
    openCaseList: makeOpenCaseList(ports),
    readDateRequest: makeReadDateRequest(ports),
  };
}
