import {
  CalendarEntrySchema,
  CaseSchema,
  CommentSchema,
  CommunicationMediumSchema,
  ContactRequestSchema,
  DirectoryEntrySchema,
  DocumentCategorySchema,
  DocumentSchema,
  DocumentTypeSchema,
  errorMessages,
  InvitationSchema,
  lawyerMailSubjects,
  MovementCommentSchema,
  MovementSchema,
  MyLawyerSchema,
  NotificationSchema,
  ok,
  RequestedMovementSchema,
  StudyInfoSchema,
  type ConsultationRequest,
  type LawyerMail,
  type NewCaseNotice,
} from '@justiciable/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fakeFetch,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzzBoundary,
  WebLinkSchema,
  type WireBoundary,
} from '../testing/wire-fuzz';
import { createLegacyApi } from './legacy-api';
import { LegacyApiCalendarRepository } from './legacy-api-calendar-repository';
import { LegacyApiCaseRepository } from './legacy-api-case-repository';
import { LegacyApiClientRegistry } from './legacy-api-client-registry';
import { LegacyApiCommentRepository } from './legacy-api-comment-repository';
import { LegacyApiConsultationDesk } from './legacy-api-consultation-desk';
import { LegacyApiContactRequests } from './legacy-api-contact-requests';
import { LegacyApiDocumentLibrary } from './legacy-api-document-library';
import { LegacyApiInvitations } from './legacy-api-invitations';
import { LegacyApiLawyerDirectory } from './legacy-api-lawyer-directory';
import { LegacyApiMyLawyers } from './legacy-api-my-lawyers';
import { LegacyApiNotificationInbox } from './legacy-api-notification-inbox';
import { LegacyApiPaymentGateway } from './legacy-api-payment-gateway';

const fetch = fakeFetch();

// No retries: a generated 5xx would otherwise wait RETRY_DELAY_MS twice per run.
const api = createLegacyApi({
  baseUrl: 'https://legacy.test/justiciable-api',
  timeoutMs: 5_000,
  readRetries: 0,
  accessToken: async () => ok('eyJ.access.token'),
  productToken: 'justiciable',
});
const calendar = new LegacyApiCalendarRepository(api);
const cases = new LegacyApiCaseRepository(api);
const registry = new LegacyApiClientRegistry(api);
const comments = new LegacyApiCommentRepository(api);
const desk = new LegacyApiConsultationDesk(api);
const contacts = new LegacyApiContactRequests(api);
const documents = new LegacyApiDocumentLibrary(api);
const invitations = new LegacyApiInvitations(api);
const directory = new LegacyApiLawyerDirectory(api);
const myLawyers = new LegacyApiMyLawyers(api);
const inbox = new LegacyApiNotificationInbox(api);
const payments = new LegacyApiPaymentGateway(api);

// The values api.php writes (legacy-wire.ts): ids as numbers or text, Postgres flags, prices with thousands dots.
const id = fc.oneof(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }).map(String), fc.uuid());
const optionalId = fc.option(id, { nil: null });
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Divorcio de mutuo acuerdo',
      'Estudio Gómez & Asociados',
      'Ñandú',
      'Sucesión 🙂',
      'a\u0303',
    ),
  },
);
const nullableText = fc.option(text, { nil: null });
/** Agenda texts, stored percent-encoded and with HTML entities. */
const storedText = fc.oneof(
  text,
  text.map(encodeURIComponent),
  fc.constantFrom('Reuni&oacute;n', 'Caf%C3%A9 &amp; t&eacute;', '50%', '&#0;'),
);
const flag = fc.constantFrom<unknown>(true, false, 't', 'f', '1', '0', 'true', 'false', 0, 1);
const count = fc.oneof(fc.nat({ max: 30 }), fc.nat({ max: 30 }).map(String));
const integer = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 20 }).map(String));
const number = fc.oneof(integer, fc.constantFrom('1500.50', 2500.75, '-300'));
const amount = fc.oneof(
  fc.nat({ max: 50_000_000 }),
  fc.nat({ max: 50_000_000 }).map((pesos) => pesos.toLocaleString('es-AR')),
);
const date = fc.oneof(
  fc.constantFrom('2025-02-17 10:30:00', '2025-02-17', '2026-03-05T13:00:00Z', '', '0000-00-00'),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((day) => day.toISOString()),
);
const time = fc.constantFrom('10:30:00', '09:05', '9:05', '23:59', '24:00', '', 'mediodía');
const estado = fc.constantFrom('pendiente', 'aceptada', 'rechazada');
const names = fc.option(fc.array(text, { maxLength: 3 }), { nil: null });
/** Built by hand: fc.webUrl costs a second to build, for the table of code points its path characters need. */
const webLink = fc
  .tuple(
    fc.constantFrom('https://', 'http://'),
    fc.constantFrom('pago.test', 'www.mercadopago.com.ar', '127.0.0.1:4010'),
    text,
  )
  .map(([scheme, host, path]) => `${scheme}${host}/checkout/${encodeURIComponent(path)}?pref=1`);

/** A row whose `required` fields are always there and whose others may be missing (what `v.nullish` reads as absent). */
function row(
  fields: Readonly<Record<string, fc.Arbitrary<unknown>>>,
  required: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(fields, { requiredKeys: [...required] });
}

/** listOrKeyedObject's two shapes: a list, or an object keyed by id as json_encode writes an associative array. */
function listOrKeyed(item: fc.Arbitrary<unknown>) {
  return fc
    .tuple(fc.array(item, { maxLength: 3 }), fc.boolean())
    .map(([items, keyed]) =>
      keyed ? Object.fromEntries(items.map((entry, index) => [String(index + 1), entry])) : items,
    );
}

/** A success: status 200, as a number or as the PHP's text. */
function success(fields: Readonly<Record<string, fc.Arbitrary<unknown>>>) {
  return row({ status: fc.constantFrom(200, '200'), message: fc.constantFrom('OK', null), ...fields }, [
    'status',
    ...Object.keys(fields),
  ]);
}

const caseRow = row(
  {
    id,
    case: text,
    tipo: nullableText,
    fecha: date,
    abogadoEstudio: nullableText,
    estado: fc.constantFrom('Activo', 'Pendiente', 'Archivado', ' archivado ', 'Otro'),
    pago: count,
    id_grupo: id,
    id_abogado: id,
    medio_comunicacion: nullableText,
    id_tipo_medio_comunicacion: optionalId,
    consulta_aceptada: fc.option(flag, { nil: null }),
    usuario_alta: nullableText,
  },
  ['id', 'case', 'fecha', 'estado', 'pago', 'id_grupo', 'id_abogado'],
);

const movementRow = row(
  {
    id_movimiento: id,
    fecha_alta: date,
    id_tipo: integer,
    id_case: id,
    id_justiciable: optionalId,
    nombres: nullableText,
    descripcion_movimiento: nullableText,
    comentarios: nullableText,
    fecha_inicio_agenda: fc.option(date, { nil: null }),
    hora_inicio_agenda: fc.option(time, { nil: null }),
    todo_el_dia_agenda: flag,
    link_archivo: nullableText,
    link_url: nullableText,
    monto: fc.option(number, { nil: null }),
    cuenta: nullableText,
    pagado: flag,
    origen: nullableText,
    tipo_reunion: nullableText,
    direccion_link: nullableText,
    nombre_tipo: nullableText,
    conexidad: nullableText,
    diligencia: nullableText,
    prueba: nullableText,
    concepto: nullableText,
    acto_procesal: nullableText,
    id_agenda: optionalId,
    link_token: nullableText,
    estado_pago: fc.option(fc.constantFrom('pendiente', 'aprobado', 'rechazado', 'en_mediacion'), { nil: null }),
    vence_pago: fc.option(date, { nil: null }),
  },
  ['id_movimiento', 'fecha_alta', 'id_tipo', 'id_case'],
);

const requestedMovementRow = row(
  {
    id_movimiento: id,
    id_case: id,
    id_tipo: integer,
    fecha_alta: date,
    tiene_archivo: flag,
    nombre_tipo: nullableText,
    nombres: nullableText,
    descripcion_movimiento: nullableText,
    fecha_inicio_agenda: nullableText,
    hora_inicio_agenda: fc.option(time, { nil: null }),
    tipo_reunion: nullableText,
    id_agenda: optionalId,
    case_name: nullableText,
    nombre_abogado: nullableText,
    nombre_estudio: nullableText,
  },
  ['id_movimiento', 'id_case', 'id_tipo', 'fecha_alta', 'tiene_archivo'],
);

const movementCommentRow = row(
  {
    id,
    id_movimiento: id,
    fecha_alta: date,
    comentario: text,
    id_case: id,
    nombres_usuario: nullableText,
    nombres: nullableText,
    descripcion: nullableText,
    descripcion_movimiento: nullableText,
    origen: nullableText,
    id_tipo: fc.option(integer, { nil: null }),
    titulo_file: nullableText,
    link_url: nullableText,
    link_archivo: nullableText,
    diligencia: nullableText,
    nombre_tipo: nullableText,
    fecha_inicio_agenda: nullableText,
    hora_inicio_agenda: fc.option(time, { nil: null }),
  },
  ['id', 'id_movimiento', 'fecha_alta', 'comentario', 'id_case'],
);

const calendarRow = row(
  {
    id_agenda: id,
    fecha_ini: fc.option(date, { nil: null }),
    hora_ini: fc.option(time, { nil: null }),
    hora_fin: fc.option(time, { nil: null }),
    nombre_asunto: storedText,
    nombre_abogado: storedText,
    tipo_reunion: storedText,
    direccion_link: storedText,
    titulo: storedText,
    texto: storedText,
    id_caso: optionalId,
    id_movimiento: optionalId,
    nombre_estudio: storedText,
    fecha_alta: fc.option(date, { nil: null }),
  },
  ['id_agenda'],
);

const service = row(
  {
    id_servicio: id,
    nombre: text,
    tipo_cobro: fc.constantFrom('monto_unico', 'por_hora', ''),
    precio: fc.option(amount, { nil: null }),
  },
  ['id_servicio', 'nombre', 'tipo_cobro'],
);
const medium = row(
  { id_tipo_medio_comunicacion: id, medio_comunicacion: text, precio: fc.option(amount, { nil: null }) },
  ['id_tipo_medio_comunicacion', 'medio_comunicacion'],
);
const services = fc.option(fc.array(service, { maxLength: 2 }), { nil: null });
const media = fc.option(fc.array(medium, { maxLength: 2 }), { nil: null });

const directoryRow = row(
  {
    id,
    id_grupo: id,
    id_abogado_grupo: id,
    id_grupo_justiciable: optionalId,
    fecha_alta: date,
    visible: flag,
    nombre: text,
    nombre_estudio: text,
    descripcion: nullableText,
    fecha_baja: fc.option(date, { nil: null }),
    apellido: nullableText,
    localidad: nullableText,
    provincia: nullableText,
    especialidades: names,
    servicios: services,
    medios: media,
  },
  ['id', 'id_grupo', 'id_abogado_grupo', 'fecha_alta', 'visible', 'nombre', 'nombre_estudio'],
);

const studyInfo = row(
  {
    id_grupo: id,
    id_estudio: id,
    nombre_estudio: text,
    habilitado: flag,
    descripcion: nullableText,
    localidad: nullableText,
    provincia: nullableText,
    abogados: fc.option(
      fc.array(
        row({ id_abogado: id, nombre: text, apellido: nullableText, especialidades: names }, ['id_abogado', 'nombre']),
        { maxLength: 2 },
      ),
      {
        nil: null,
      },
    ),
    servicios: services,
    medios: media,
  },
  ['id_grupo', 'id_estudio', 'nombre_estudio', 'habilitado'],
);

const studyPreview = row(
  {
    id_abogado: id,
    id_grupo: id,
    id_estudio: id,
    nombre: text,
    nombre_estudio: text,
    habilitado: flag,
    apellido: nullableText,
    descripcion: nullableText,
    localidad: nullableText,
    provincia: nullableText,
    especialidades: names,
    servicios: services,
    medios: media,
  },
  ['id_abogado', 'id_grupo', 'id_estudio', 'nombre', 'nombre_estudio', 'habilitado'],
);

const contactRequestRow = row(
  {
    id_solicitud: id,
    id_abogado: id,
    leido: flag,
    estado,
    fecha_alta: date,
    fecha_baja_contacto: fc.option(date, { nil: null }),
    id_justiciable_contacto: optionalId,
  },
  ['id_solicitud', 'id_abogado', 'leido', 'estado', 'fecha_alta'],
);

const myLawyerRow = row(
  {
    id_abogado: id,
    id_grupo: id,
    nombre_abogado: text,
    id_abogado_grupo: optionalId,
    nombre_estudio: nullableText,
    especialidades: names,
    asuntos: fc.option(
      fc.array(
        row(
          {
            case: text,
            estado: fc.constantFrom('Activo', 'archivado', 'Pendiente'),
            fecha_alta: date,
            fecha_modificacion: fc.option(date, { nil: null }),
          },
          ['case', 'estado', 'fecha_alta'],
        ),
        { maxLength: 2 },
      ),
      { nil: null },
    ),
  },
  ['id_abogado', 'id_grupo', 'nombre_abogado'],
);

const invitationRow = row(
  {
    id_invitacion: id,
    id_contacto: id,
    id_grupo: id,
    id_abogado: id,
    nombre_estudio: text,
    nombre: text,
    apellido: nullableText,
    email: fc.oneof(fc.emailAddress(), text),
    estado,
    fecha_alta: date,
  },
  [
    'id_invitacion',
    'id_contacto',
    'id_grupo',
    'id_abogado',
    'nombre_estudio',
    'nombre',
    'email',
    'estado',
    'fecha_alta',
  ],
);

const notificationRow = row(
  {
    id_notificacion: id,
    titulo: text,
    descripcion: text,
    tipo: fc.constantFrom('invitacion', 'movimiento', 'consulta'),
    leido: flag,
    fecha_alta: date,
    id_caso: optionalId,
    id_invitacion: optionalId,
    token_invitacion: nullableText,
  },
  ['id_notificacion', 'titulo', 'descripcion', 'tipo', 'leido', 'fecha_alta'],
);

const storageItem = row(
  {
    Key: fc.oneof(
      fc.tuple(id, id, text).map(([group, caseId, file]) => `${group}/${caseId}/${file}`),
      text.filter((key) => key !== ''),
    ),
    ContentType: fc.option(fc.constantFrom('application/pdf', 'image/png', ''), { nil: null }),
    metadata: fc.option(row({ name: nullableText, type: nullableText, category: nullableText }, []), { nil: null }),
    LastModified: fc.option(date, { nil: null }),
    Size: fc.option(fc.nat(), { nil: null }),
  },
  ['Key'],
);

/** SPEC §8's refusals: another status, a message that may be the catalogue's own or the PHP's 'No se encontró …'. */
const refusals = row(
  {
    status: fc.constantFrom<unknown>(201, 400, 401, 403, 404, 409, 500, '400', '404'),
    message: fc.oneof(
      fc.constantFrom<unknown>(
        errorMessages.lawyerNotFound,
        'No se encontró el asunto',
        'No se encontro la invitación',
        errorMessages.cases,
        null,
        42,
      ),
      text,
    ),
  },
  ['status'],
);

const StartedConsultationSchema = v.object({
  caseId: v.pipe(v.string(), v.minLength(1)),
  movementId: v.pipe(v.string(), v.minLength(1)),
  fileMovementId: v.nullable(v.string()),
  fileLinkToken: v.nullable(v.string()),
  contactId: v.nullable(v.string()),
});

const consultation: ConsultationRequest = {
  clientId: 'client-1',
  clientName: 'María',
  lawyerId: '12',
  title: 'Consulta',
  movementTitle: 'Consulta inicial',
  calendar: null,
  consultationDate: '2025-03-10',
  typeId: 1,
  serviceId: '3',
  consultationType: 'Videollamada',
  chargeType: 'monto_unico',
  mediaPrice: 0,
  paymentDescription: '',
  documentName: null,
  attachment: null,
  meetingLink: null,
  mediumId: '2',
  viaLink: null,
  answers: {},
};
const notice: NewCaseNotice = {
  clientId: 'client-1',
  lawyerId: '12',
  groupId: '31',
  clientName: 'María',
  caseId: '1024',
  title: 'Consulta',
  medium: 'Videollamada',
  consultationType: 'Videollamada',
  kind: 'new_case',
  clientEmail: 'm@example.com',
  clientPhone: '+5493515550123',
};
const mail: LawyerMail = {
  clientName: 'María',
  lawyerId: '12',
  subject: lawyerMailSubjects.newCase,
  kind: 'nuevo_caso',
  consultationTitle: 'Consulta',
  consultationType: 'Videollamada',
};

const boundaries: readonly WireBoundary[] = [
  {
    answer: 'agenda rows (listaAgendas, listaAgendasDelAbogado)',
    valid: success({ datos: listOrKeyed(calendarRow) }),
    entity: v.array(CalendarEntrySchema),
    calls: {
      listForClient: () => calendar.listForClient('client-1'),
      listForLawyer: () => calendar.listForLawyer('12'),
    },
  },
  {
    answer: 'acknowledgement of every write',
    valid: success({}),
    entity: v.undefined(),
    calls: {
      updateSlot: () =>
        calendar.updateSlot({ calendarId: '5', date: '2025-03-10', start: '10:00', end: '11:00', linkToken: 't' }),
      attachFileToMovement: () =>
        cases.attachFileToMovement({
          groupId: '31',
          caseId: '1024',
          fileName: 'dni.pdf',
          movementId: '7',
          linkToken: 't',
        }),
      renameClient: () => registry.renameClient('client-1', 'María'),
      deleteClientContacts: () => registry.deleteClientContacts('client-1'),
      notifyNewCase: () => desk.notifyNewCase(notice),
      mailLawyer: () => desk.mailLawyer(mail),
      sendRequest: () =>
        contacts.sendRequest({
          lawyerId: '12',
          groupId: '31',
          clientId: 'client-1',
          clientName: 'María',
          clientEmail: 'm@example.com',
          clientPhone: '+5493515550123',
        }),
      notifyLawyer: () =>
        contacts.notifyLawyer({ clientId: 'client-1', lawyerId: '12', groupId: '31', clientName: 'María' }),
      accept: () =>
        invitations.accept({ invitationId: '9', contactId: '4', clientId: 'client-1', groupId: '31', lawyerId: '12' }),
      decline: () => invitations.decline({ invitationId: '9', contactId: '4' }),
      unlink: () => myLawyers.unlink('client-1', '12'),
      markRead: () => inbox.markRead('77'),
      recordPayment: () => payments.recordPayment({ movementId: '7', paymentId: '1325478', price: 15000 }),
    },
  },
  {
    answer: 'cases (listaAsuntos)',
    valid: success({ datos: fc.array(caseRow, { maxLength: 3 }) }),
    entity: v.array(CaseSchema),
    calls: { listCases: () => cases.listCases('client-1') },
  },
  {
    answer: 'one case (getSpecificCase)',
    valid: success({ datos: caseRow }),
    entity: CaseSchema,
    calls: { getCase: () => cases.getCase('1024') },
  },
  {
    answer: "a case's movements (listaMovimientos)",
    valid: success({
      datos: fc.array(movementRow, { maxLength: 2 }),
      case_data: caseRow,
      comentarios: fc.option(fc.array(movementCommentRow, { maxLength: 2 }), { nil: null }),
    }),
    entity: v.object({
      case: CaseSchema,
      movements: v.array(MovementSchema),
      comments: v.array(MovementCommentSchema),
    }),
    calls: { listMovements: () => cases.listMovements('1024') },
    // An amount of Infinity.
    found: [
      {
        text: '{"status":200,"datos":[{"id_movimiento":1,"fecha_alta":"2025-02-17","id_tipo":4,"id_case":1,"monto":1e400}],"case_data":{"id":1,"case":"","fecha":"","estado":"Activo","pago":0,"id_grupo":1,"id_abogado":1}}',
        valid: false,
      },
    ],
  },
  {
    answer: 'one movement (getSpecificCalendarMovement)',
    valid: success({ datos: movementRow }),
    entity: MovementSchema,
    calls: { getMovement: () => cases.getMovement('7') },
  },
  {
    answer: 'a request by its link (getSpecificCalendarMovement with a token)',
    valid: success({ datos: requestedMovementRow }),
    entity: RequestedMovementSchema,
    calls: { getRequestedMovement: () => cases.getRequestedMovement({ movementId: '7', token: 't' }) },
  },
  {
    answer: 'movementHasFile',
    valid: success({ datos: fc.record({ hasFile: flag }) }),
    entity: v.boolean(),
    calls: { movementHasFile: () => cases.movementHasFile('7') },
  },
  {
    answer: "addNewMovent's JSON text",
    valid: success({
      datos: fc.record({ res: fc.record({ id_movimiento: id }) }).map((datos) => JSON.stringify(datos)),
    }),
    entity: v.object({ movementId: v.pipe(v.string(), v.minLength(1)) }),
    calls: {
      addMovement: () => cases.addMovement({ caseId: '1024', clientId: 'client-1', typeId: 1, description: 'Envío' }),
    },
  },
  {
    answer: 'the new comment (addNewComment)',
    valid: success({
      datos: fc.tuple(
        row({ id, nombres_usuario: text, fecha_alta: date, comentario: text, origen: nullableText }, [
          'id',
          'nombres_usuario',
          'fecha_alta',
          'comentario',
        ]),
      ),
    }),
    entity: CommentSchema,
    calls: {
      addComment: () =>
        comments.addComment({ text: 'Hola', movementId: '7', authorName: 'María', clientId: 'client-1' }),
    },
  },
  {
    answer: "nuevaConsulta's ids",
    valid: fc
      .tuple(
        success({}),
        row(
          {
            id_case: id,
            id_movent: id,
            id_movent_file: optionalId,
            file_token: nullableText,
            idContactAse: optionalId,
          },
          ['id_case', 'id_movent'],
        ),
      )
      .map(([envelope, ids]) => ({ ...envelope, ...ids })),
    entity: StartedConsultationSchema,
    calls: { start: () => desk.start(consultation) },
  },
  {
    answer: 'contact requests (getRequestsToAbogado)',
    valid: success({ datos: fc.array(contactRequestRow, { maxLength: 3 }) }),
    entity: v.array(ContactRequestSchema),
    calls: { listRequests: () => contacts.listRequests('client-1', 'm@example.com') },
  },
  {
    answer: 'checkPendingInvitation (201 is an answer)',
    valid: fc.record({ status: fc.constantFrom<unknown>(200, 201, '200', '201') }),
    entity: v.boolean(),
    calls: { hasPendingInvitation: () => contacts.hasPendingInvitation('12', 'm@example.com') },
    // The envelope reads a status as text; this answer's own schema refused it.
    found: [{ text: '{"status":"200"}', valid: true }],
  },
  {
    answer: 'stored documents (getDocumentsByCase)',
    valid: success({ datos: listOrKeyed(storageItem) }),
    entity: v.array(DocumentSchema),
    calls: { listByCase: () => documents.listByCase('1024', '31') },
    // A size of -Infinity.
    found: [{ text: '{"status":200,"datos":[{"Key":"31/1024/dni.pdf","Size":-1e400}]}', valid: false }],
  },
  {
    answer: 'document types',
    valid: success({ datos: listOrKeyed(fc.record({ id_tipo_documento: id, nombre: text })) }),
    entity: v.array(DocumentTypeSchema),
    calls: { listTypes: () => documents.listTypes() },
  },
  {
    answer: 'document categories',
    valid: success({ datos: listOrKeyed(fc.record({ id_categoria: id, nombre: text, id_grupo: id })) }),
    entity: v.array(DocumentCategorySchema),
    calls: { listCategories: () => documents.listCategories('31') },
  },
  {
    answer: 'an invitation (findInvitation)',
    valid: success({ res: invitationRow }),
    entity: InvitationSchema,
    calls: { find: () => invitations.find({ invitationId: '9', token: 't' }) },
  },
  {
    // One body answers both reads: the notices (datos) and each invitation they name (res).
    answer: 'pending invitations (getNotifications, then findInvitation per notice)',
    valid: success({
      datos: listOrKeyed(row({ id_invitacion: optionalId, token_invitacion: nullableText }, [])),
      res: invitationRow,
    }),
    entity: v.array(InvitationSchema),
    calls: { listPending: () => invitations.listPending({ id: 'client-1', email: 'm@example.com' }) },
    // An id of lone surrogates, sent on to findInvitation: percent-encoding it threw URIError.
    found: [{ text: '{"status":200,"datos":[{"id_invitacion":"\\udfff\\ud800"}]}', valid: false }],
  },
  {
    answer: 'the directory (listaAbogadosDirectorio)',
    valid: success({ datos: fc.array(directoryRow, { maxLength: 3 }) }),
    entity: v.array(v.omit(DirectoryEntrySchema, ['button'])),
    calls: { listLawyers: () => directory.listLawyers() },
  },
  {
    answer: 'a study (getStudyInfo)',
    valid: success({ datos: studyInfo }),
    entity: StudyInfoSchema,
    calls: { getStudyInfo: () => directory.getStudyInfo('31') },
  },
  {
    answer: 'a study preview (getPreviewStudy)',
    valid: success({ datos: studyPreview }),
    entity: StudyInfoSchema,
    calls: { getStudyPreview: () => directory.getStudyPreview('12', '31') },
  },
  {
    answer: "a group's media (getGroupInformation)",
    valid: success({ datos: fc.record({ media: fc.array(medium, { maxLength: 3 }) }) }),
    entity: v.array(CommunicationMediumSchema),
    calls: { getGroupMedia: () => directory.getGroupMedia('12', 'client-1') },
  },
  {
    answer: "a lawyer's media (getLawyerMedia)",
    valid: success({ datos: fc.array(medium, { maxLength: 3 }) }),
    entity: v.array(CommunicationMediumSchema),
    calls: { getLawyerMedia: () => directory.getLawyerMedia('12') },
  },
  {
    answer: 'my lawyers (listaMisAbogados)',
    valid: success({ datos: fc.array(myLawyerRow, { maxLength: 3 }) }),
    entity: v.array(MyLawyerSchema),
    calls: { list: () => myLawyers.list('client-1') },
    // A status that is no status code, once reported as a refusal with status 0.
    found: [{ text: '{"status":0,"datos":[]}', valid: false }],
  },
  {
    answer: 'notifications (getNotifications)',
    valid: success({ datos: listOrKeyed(notificationRow) }),
    entity: v.array(NotificationSchema),
    calls: { list: () => inbox.list('client-1', 'm@example.com') },
  },
  {
    answer: 'a checkout link (getPaymentLinkMP)',
    valid: success({ data: fc.record({ redirectUrl: webLink }) }),
    entity: v.object({ redirectUrl: WebLinkSchema }),
    calls: {
      createPaymentLink: () =>
        payments.createPaymentLink({ lawyerId: '12', caseId: '1024', movementId: '7', price: 15000 }),
    },
    // A checkout link the app would have sent the browser to.
    found: [{ text: '{"status":200,"data":{"redirectUrl":"data:text/html,<script>alert(1)</script>"}}', valid: false }],
  },
];

describe('the legacy API adapters on generated answers', () => {
  it.each(boundaries)(
    '$answer: a typed failure or a valid entity, never a throw',
    { timeout: FUZZ_TIMEOUT_MS },
    (boundary) => fuzzBoundary(fetch, boundary, refusals),
  );
});

describe('numeric ids from api.php', () => {
  // The general runs cannot see this one: a rounded id is still a valid id, of another record.
  it(
    'are read digit for digit, or refused past 2^53 where JSON.parse has already rounded them',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const exact = (digits: string) => BigInt(digits) <= BigInt(Number.MAX_SAFE_INTEGER);
      const digits = fc
        .oneof(
          fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
          fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 30n }),
        )
        .map(String);
      await fc.assert(
        fc.asyncProperty(digits, digits, async (movementId, clientId) => {
          // id_justiciable is read leniently (productField): a number it cannot trust reads as no client, not as another one.
          const movement = `{"id_movimiento":${movementId},"id_justiciable":${clientId},"fecha_alta":"2025-02-17","id_tipo":1,"id_case":1024}`;
          fetch.reply(() => ({ status: 200, text: `{"status":200,"datos":${movement}}`, valid: false }));
          const read = await cases.getMovement(movementId);
          const expected = exact(movementId)
            ? { id_movimiento: movementId, id_justiciable: exact(clientId) ? clientId : null }
            : 'refused';
          expect(
            read.ok
              ? { id_movimiento: read.value.id_movimiento, id_justiciable: read.value.id_justiciable }
              : 'refused',
          ).toEqual(expected);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});
