import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, type LegacyKit, type Session, startLegacyKit } from './test-kit';

/**
 * What every action shares: the route, authentication, and the checks of its query fields.
 * Each action is listed with a valid query of the demo client; the table then removes each
 * required field and mistypes each id, and calls without a token.
 */

interface ActionCase {
  readonly name: string;
  /**
   * 'token': refused with 401 without a token. 'public': answers without one (checked here), given
   * the link token a public link's query carries.
   * 'public-write': may write without one, on the conditions its own tests check.
   */
  readonly access: 'token' | 'public' | 'public-write';
  readonly query: (fx: Fixtures, demo: Session) => Record<string, string | number>;
  readonly required: readonly string[];
  readonly ids: readonly string[];
}

const ACTIONS: readonly ActionCase[] = [
  {
    name: 'updateCommentNamesJusticiable',
    access: 'token',
    query: (_, demo) => ({ newName: 'Lucía F.', id_justiciable: demo.sub }),
    required: ['newName', 'id_justiciable'],
    ids: [],
  },
  {
    name: 'justiciableContactDeleted',
    access: 'token',
    query: (_, demo) => ({ id_justiciable: demo.sub }),
    required: ['id_justiciable'],
    ids: [],
  },
  {
    name: 'listaAgendas',
    access: 'token',
    query: (_, demo) => ({ id_justiciable: demo.sub }),
    required: ['id_justiciable'],
    ids: [],
  },
  {
    name: 'listaAgendasDelAbogado',
    access: 'public',
    query: (fx) => ({ id_lawyer: fx.demoCase.lawyer }),
    required: ['id_lawyer'],
    ids: ['id_lawyer'],
  },
  {
    name: 'updateCalendar',
    access: 'public-write',
    query: (fx) => ({
      id_calendar: fx.demoCalendarRequest.agenda,
      fecha_ini: '2030-05-10',
      hora_ini: '10:00',
      hora_fin: '11:00',
    }),
    required: ['id_calendar', 'fecha_ini', 'hora_ini', 'hora_fin'],
    ids: ['id_calendar'],
  },
  {
    name: 'listaMovimientos',
    access: 'token',
    query: (fx) => ({ id_asunto: fx.demoCase.id, fileRequest: 0 }),
    required: ['id_asunto'],
    ids: ['id_asunto'],
  },
  {
    name: 'addNewMovent',
    access: 'token',
    query: (fx, demo) => ({
      id_case: fx.demoCase.id,
      id_justiciable: demo.sub,
      id_tipo: 5,
      descripcion_movimiento: 'Aporto datos',
    }),
    required: ['id_case', 'id_justiciable', 'id_tipo', 'descripcion_movimiento'],
    ids: ['id_case', 'id_tipo'],
  },
  {
    name: 'movementHasFile',
    access: 'public',
    query: (fx) => ({ id_movimiento: fx.demoFileRequest.movement, token: fx.demoFileRequest.token }),
    required: ['id_movimiento'],
    ids: ['id_movimiento'],
  },
  {
    name: 'getSpecificCalendarMovement',
    access: 'public',
    query: (fx) => ({ id_movement: fx.demoCalendarRequest.movement, token: fx.demoCalendarRequest.token }),
    required: ['id_movement'],
    ids: ['id_movement'],
  },
  {
    name: 'listaAsuntos',
    access: 'token',
    query: (_, demo) => ({ id_usuario: demo.sub }),
    required: ['id_usuario'],
    ids: [],
  },
  {
    name: 'getSpecificCase',
    access: 'token',
    query: (fx) => ({ id_case: fx.demoCase.id }),
    required: ['id_case'],
    ids: ['id_case'],
  },
  {
    name: 'nuevaConsulta',
    access: 'token',
    query: (fx, demo) => ({
      id_justiciable: demo.sub,
      id_lawyer: fx.freeLawyer.id,
      title_consulta: 'Consulta de prueba',
    }),
    required: ['id_justiciable', 'id_lawyer', 'title_consulta'],
    ids: ['id_lawyer'],
  },
  {
    name: 'notificationNewCaseCreated',
    access: 'token',
    query: (fx, demo) => ({
      id_justiciable: demo.sub,
      id_lawyer: fx.demoCase.lawyer,
      id_group: fx.demoCase.group,
      client_name: 'Lucía Fernández',
      id_case: fx.demoCase.id,
      consultation_title: 'Despido',
      notification_type: 'new_case',
    }),
    required: [
      'id_justiciable',
      'id_lawyer',
      'id_group',
      'client_name',
      'id_case',
      'consultation_title',
      'notification_type',
    ],
    ids: ['id_lawyer', 'id_group', 'id_case'],
  },
  {
    name: 'sendMailToLawyer',
    access: 'token',
    query: (fx) => ({
      client_name: 'Lucía Fernández',
      lawyer_id: fx.demoCase.lawyer,
      title_mail: 'Nuevo caso',
      type: 'nuevo_caso',
      consultation_title: 'Despido',
    }),
    required: ['client_name', 'lawyer_id', 'title_mail', 'type'],
    ids: ['lawyer_id'],
  },
  {
    name: 'updateMovementFileLink',
    access: 'public-write',
    query: (fx) => ({
      group_id: fx.demoCase.group,
      case_id: fx.demoCase.id,
      file_name: 'recibos.pdf',
      movent_id: fx.demoFileRequest.movement,
    }),
    required: ['group_id', 'case_id', 'file_name', 'movent_id'],
    ids: ['group_id', 'case_id', 'movent_id'],
  },
  {
    name: 'getPaymentLinkMP',
    access: 'token',
    query: (fx) => ({
      id_lawyer: fx.demoPaymentCase.lawyer,
      id_case: fx.demoPaymentCase.id,
      id_movent: fx.demoPayment.movement,
      price: fx.demoPayment.monto,
    }),
    required: ['id_lawyer', 'id_case', 'id_movent', 'price'],
    ids: ['id_lawyer', 'id_case', 'id_movent'],
  },
  {
    name: 'changePaymentMovement',
    access: 'token',
    query: (fx) => ({ id_movement: fx.demoPayment.movement, payment_id: 'sin-aprobar', price: fx.demoPayment.monto }),
    required: ['id_movement', 'payment_id', 'price'],
    ids: ['id_movement'],
  },
  {
    name: 'addNewComment',
    access: 'token',
    query: (fx, demo) => ({
      new_comment: 'Gracias',
      id_movimiento: fx.demoFileRequest.movement,
      nombre_usuario: 'Lucía Fernández',
      id_justiciable: demo.sub,
    }),
    required: ['new_comment', 'id_movimiento', 'nombre_usuario', 'id_justiciable'],
    ids: ['id_movimiento'],
  },
  {
    name: 'getNotifications',
    access: 'token',
    query: (_, demo) => ({ id_justiciable: demo.sub, email_justiciable: demo.email }),
    required: ['id_justiciable', 'email_justiciable'],
    ids: [],
  },
  {
    name: 'declineInvitation',
    access: 'token',
    query: (fx) => ({ id_invitation: fx.demoInvitation.id, id_contact: fx.demoInvitation.contact }),
    required: ['id_invitation', 'id_contact'],
    ids: ['id_invitation', 'id_contact'],
  },
  {
    name: 'acceptInvitation',
    access: 'token',
    query: (fx, demo) => ({
      id_justiciable: demo.sub,
      id_contact: fx.demoInvitation.contact,
      id_grupo: fx.demoInvitation.group,
      id_abogado: fx.demoInvitation.lawyer,
      id_invitation: fx.demoInvitation.id,
    }),
    required: ['id_justiciable', 'id_contact', 'id_grupo', 'id_abogado', 'id_invitation'],
    ids: ['id_contact', 'id_grupo', 'id_abogado', 'id_invitation'],
  },
  {
    name: 'notifyTheLawyer',
    access: 'token',
    query: (fx, demo) => ({
      id_justiciable: demo.sub,
      id_lawyer: fx.demoCase.lawyer,
      id_group: fx.demoCase.group,
      client_name: 'Lucía Fernández',
    }),
    required: ['id_justiciable', 'id_lawyer', 'id_group', 'client_name'],
    ids: ['id_lawyer', 'id_group'],
  },
  {
    name: 'findInvitation',
    access: 'public',
    query: (fx) => ({ id_invitation: fx.demoInvitation.id, token: fx.demoInvitation.token }),
    required: ['id_invitation'],
    ids: ['id_invitation'],
  },
  {
    name: 'readNotification',
    access: 'token',
    query: (fx) => ({ id_notification: fx.demoUnreadNotification }),
    required: ['id_notification'],
    ids: ['id_notification'],
  },
  { name: 'listaAbogadosDirectorio', access: 'token', query: () => ({}), required: [], ids: [] },
  {
    name: 'checkPendingInvitation',
    access: 'token',
    query: (fx, demo) => ({ id_lawyer: fx.demoInvitation.lawyer, email: demo.email }),
    required: ['id_lawyer', 'email'],
    ids: ['id_lawyer'],
  },
  {
    name: 'sendRequestToAbogado',
    access: 'token',
    query: (fx, demo) => ({
      id_abogado: fx.freeLawyer.id,
      id_justiciable: demo.sub,
      username_justiciable: 'Lucía Fernández',
      id_grupo: fx.freeLawyer.group,
      email_justiciable: demo.email,
      phone_justiciable: '+5493515550100',
    }),
    required: ['id_abogado', 'id_justiciable', 'username_justiciable', 'id_grupo', 'email_justiciable'],
    ids: ['id_abogado', 'id_grupo'],
  },
  {
    name: 'getRequestsToAbogado',
    access: 'token',
    query: (_, demo) => ({ id_justiciable: demo.sub, email: demo.email }),
    required: ['id_justiciable', 'email'],
    ids: [],
  },
  {
    name: 'getPreviewStudy',
    access: 'public',
    query: (fx) => ({ id_lawyer: fx.freeLawyer.id, id_group: fx.freeLawyer.group }),
    required: ['id_lawyer', 'id_group'],
    ids: ['id_lawyer', 'id_group'],
  },
  {
    name: 'getStudyInfo',
    access: 'public',
    query: (fx) => ({ id_grupo: fx.freeLawyer.group }),
    required: ['id_grupo'],
    ids: ['id_grupo'],
  },
  { name: 'getDocumentTypes', access: 'public', query: () => ({}), required: [], ids: [] },
  {
    name: 'getDocumentCategories',
    access: 'public',
    query: (fx) => ({ groupId: fx.demoCase.group }),
    required: ['groupId'],
    ids: ['groupId'],
  },
  {
    name: 'getDocumentsByCase',
    access: 'token',
    query: (fx) => ({ case_id: fx.demoDocumentsCase.id, group_id: fx.demoDocumentsCase.group }),
    required: ['case_id', 'group_id'],
    ids: ['case_id', 'group_id'],
  },
  {
    name: 'listaMisAbogados',
    access: 'token',
    query: (_, demo) => ({ id_justiciable: demo.sub }),
    required: ['id_justiciable'],
    ids: [],
  },
  {
    name: 'getGroupInformation',
    access: 'public',
    query: (fx, demo) => ({ id_lawyer: fx.freeLawyer.id, id_justiciable: demo.sub }),
    required: ['id_lawyer'],
    ids: ['id_lawyer'],
  },
  {
    name: 'getLawyerMedia',
    access: 'public',
    query: (fx) => ({ id_lawyer: fx.freeLawyer.id }),
    required: ['id_lawyer'],
    ids: ['id_lawyer'],
  },
  {
    name: 'unlinkLawyer',
    access: 'token',
    query: (fx, demo) => ({ id_justiciable: demo.sub, id_lawyer: fx.demoCase.lawyer }),
    required: ['id_justiciable', 'id_lawyer'],
    ids: ['id_lawyer'],
  },
];

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

function without(query: Record<string, string | number>, field: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => name !== field));
}

describe('the api.php route', () => {
  it('covers the 37 actions of the legacy table', () => {
    expect(ACTIONS).toHaveLength(37);
  });

  it('answers with and without the trailing slash', async () => {
    for (const path of ['getDocumentTypes/', 'getDocumentTypes']) {
      const response = await fetch(`${kit.emulator.url}/justiciable-api/api.php/${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 200 });
    }
  });

  it('answers an unknown action with HTTP 404 and a JSON status 400', async () => {
    const reply = await kit.call('borrarTodo', { id: 1 });
    expect(reply.http).toBe(404);
    expect(reply.body).toEqual({ status: 400, message: "La acción 'borrarTodo' no existe" });
    const bare = await fetch(`${kit.emulator.url}/justiciable-api/api.php/`);
    expect(bare.status).toBe(404);
    expect(await bare.json()).toMatchObject({ status: 400 });
  });

  it('does not mistake inherited object keys for actions', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect((await kit.call(name)).http).toBe(404);
    }
  });

  it('refuses a forged or garbled token even on a public action', async () => {
    const forged = `${kit.demo.token.slice(0, -4)}AAAA`;
    for (const token of [forged, 'Bearer nada', 'x']) {
      const reply = await kit.call('getDocumentTypes', {}, token);
      expect(reply.http).toBe(401);
      expect(reply.body).toEqual({ status: 401, message: 'El usuario no está autenticado' });
    }
  });

  it('accepts the token raw or as a Bearer header', async () => {
    const query = { id_usuario: kit.demo.sub };
    expect((await kit.call('listaAsuntos', query, kit.demo.token)).body.status).toBe(200);
    expect((await kit.call('listaAsuntos', query, `Bearer ${kit.demo.token}`)).body.status).toBe(200);
  });

  it('survives malformed percent-encoding and repeated fields', async () => {
    const response = await fetch(
      `${kit.emulator.url}/justiciable-api/api.php/getStudyInfo/?id_grupo=%E0%A4%A&id_grupo=2`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 400 });
  });
});

describe('the public links: a missing or wrong token reads exactly as a row that does not exist', () => {
  /** HTTP status and body text, as they travel: two answers that differ in any byte differ here. */
  async function rawAnswer(action: string, query: Record<string, string | number>): Promise<string> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await fetch(`${kit.emulator.url}/justiciable-api/api.php/${action}/?${search}`);
    return `${response.status} ${await response.text()}`;
  }

  /** Every id the table holds, and three it does not. */
  function idsOf(table: string, column: string): number[] {
    const { maxId } = kit.db.prepare(`SELECT MAX(${column}) AS maxId FROM ${table}`).get() as { maxId: number };
    return [...Array.from({ length: maxId }, (_, index) => index + 1), maxId + 1, maxId + 2, 999_999];
  }

  const wrongToken = '0'.repeat(32);
  const probes: readonly (readonly [
    string,
    string,
    string,
    string,
    (id: number) => Record<string, string | number>,
  ])[] = [
    ['listaMovimientos', 'without a token', 'casos', 'id_caso', (id) => ({ id_asunto: id, fileRequest: 1 })],
    [
      'listaMovimientos',
      'with a wrong token',
      'casos',
      'id_caso',
      (id) => ({ id_asunto: id, fileRequest: 1, token: wrongToken }),
    ],
    ['listaMovimientos', 'without a session', 'casos', 'id_caso', (id) => ({ id_asunto: id })],
    ['getSpecificCalendarMovement', 'without a token', 'movimientos', 'id_movimiento', (id) => ({ id_movement: id })],
    [
      'getSpecificCalendarMovement',
      'with a wrong token',
      'movimientos',
      'id_movimiento',
      (id) => ({ id_movement: id, token: wrongToken }),
    ],
    [
      'movementHasFile',
      'with a wrong token',
      'movimientos',
      'id_movimiento',
      (id) => ({ id_movimiento: id, token: wrongToken }),
    ],
    [
      'updateCalendar',
      'with a wrong token',
      'agendas',
      'id_agenda',
      (id) => ({ id_calendar: id, fecha_ini: '2030-05-10', hora_ini: '10:00', hora_fin: '11:00', token: wrongToken }),
    ],
    [
      'updateCalendar',
      'without a token and a date that is not one',
      'agendas',
      'id_agenda',
      (id) => ({ id_calendar: id, fecha_ini: 'mañana', hora_ini: '25:00', hora_fin: '09:00' }),
    ],
    [
      'updateMovementFileLink',
      'without a token',
      'movimientos',
      'id_movimiento',
      (id) => ({ group_id: 101, case_id: 1, file_name: 'recibos.pdf', movent_id: id }),
    ],
    [
      'findInvitation',
      'with a wrong token',
      'invitaciones',
      'id_invitacion',
      (id) => ({ id_invitation: id, token: wrongToken }),
    ],
  ];

  it.each(probes)(
    '%s %s: every id, existing or not, gets the same status and body',
    async (action, _how, table, column, query) => {
      const before = kit.snapshot();
      const ids = idsOf(table, column);
      const missing = await rawAnswer(action, query(999_999));
      expect(missing).toMatch(/^(200 \{"status":400,"message":"No se encontró|401 )/);
      for (const id of ids) expect(`${id}: ${await rawAnswer(action, query(id))}`).toBe(`${id}: ${missing}`);
      expect(kit.snapshot()).toBe(before);
    },
  );
});

describe.each(ACTIONS)('$name', (action) => {
  const query = () => action.query(kit.fx, kit.demo);

  if (action.access === 'token') {
    it('needs the access token: HTTP 401 without one, nothing changes', async () => {
      const before = kit.snapshot();
      const reply = await kit.call(action.name, query());
      expect(reply.http).toBe(401);
      expect(reply.body).toEqual({ status: 401, message: 'El usuario no está autenticado' });
      expect(kit.snapshot()).toBe(before);
    });
  }

  if (action.access === 'public') {
    it('answers without a token', async () => {
      const reply = await kit.call(action.name, query());
      expect(reply.http).toBe(200);
      expect(reply.body.status).toBe(200);
    });
  }

  it.each(action.required.map((field) => [field]))('refuses a call without %s', async (field) => {
    const before = kit.snapshot();
    const reply = await kit.call(action.name, without(query(), field), kit.demo.token);
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(400);
    expect(reply.body.message).toContain(field);
    expect(kit.snapshot()).toBe(before);
  });

  it.each(
    action.ids.flatMap((field) => [
      [field, 'abc'],
      [field, '12.5'],
      [field, '-3'],
    ]),
  )('refuses %s=%s', async (field, value) => {
    const before = kit.snapshot();
    const reply = await kit.call(action.name, { ...query(), [field]: value }, kit.demo.token);
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({ status: 400, message: `El campo ${field} debe ser un número entero positivo` });
    expect(kit.snapshot()).toBe(before);
  });
});
