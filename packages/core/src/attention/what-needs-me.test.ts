import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Case } from '../cases/case';
import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { MESSAGE_NOTICE_TYPES } from '../messages/unread-messages';
import { aCalendarEntry } from '../testing/calendar-builders';
import { aCase, aMovement } from '../testing/case-builders';
import { anInvitation } from '../testing/directory-builders';
import { aNotification } from '../testing/notification-builders';
import {
  casesNeedingClient,
  casesToRead,
  NEXT_MEETINGS,
  WHAT_NEEDS_ME_CASE_READS,
  whatNeedsMeFrom,
  type AttentionSources,
} from './what-needs-me';

/** 2026-12-07 09:00 in Buenos Aires. */
const NOW = Date.parse('2026-12-07T12:00:00.000Z');

const despido = aCase({ id: '1', case: 'Despido sin causa', fecha: '2026-08-01T10:00:00Z' });
const divorcio = aCase({ id: '2', case: 'Divorcio', fecha: '2026-10-01T10:00:00Z', pago: 1 });
const sucesion = aCase({ id: '3', case: 'Sucesión', fecha: '2025-01-01T10:00:00Z', estado: 'Archivado' });

function sources(overrides: Partial<AttentionSources> = {}): AttentionSources {
  return {
    cases: [divorcio, despido, sucesion],
    agenda: [],
    notifications: [],
    invitations: [],
    movements: new Map(),
    now: NOW,
    ...overrides,
  };
}

const fileRequest = aMovement({
  id_movimiento: '11',
  id_case: '1',
  id_tipo: MOVEMENT_TYPE.fileRequest,
  descripcion_movimiento: 'Los últimos 6 recibos de sueldo',
  fecha_alta: '2026-11-17T10:00:00Z',
});
const answeredFileRequest = aMovement({
  id_movimiento: '12',
  id_case: '1',
  id_tipo: MOVEMENT_TYPE.fileRequest,
  link_archivo: '31/1/recibos.pdf',
});
const dateRequest = aMovement({
  id_movimiento: '13',
  id_case: '1',
  id_tipo: MOVEMENT_TYPE.calendarRequest,
  descripcion_movimiento: 'Reunión para preparar la audiencia',
});
const owed = aMovement({
  id_movimiento: '21',
  id_case: '2',
  id_tipo: MOVEMENT_TYPE.payment,
  concepto: 'Anticipo de honorarios',
  monto: 85000,
  fecha_alta: '2026-11-09T10:00:00Z',
});
const paid = aMovement({
  id_movimiento: '22',
  id_case: '2',
  id_tipo: MOVEMENT_TYPE.payment,
  monto: 28000,
  pagado: true,
});
const inProcess = aMovement({
  id_movimiento: '23',
  id_case: '2',
  id_tipo: MOVEMENT_TYPE.payment,
  monto: 21500,
  estado_pago: 'pendiente',
  vence_pago: '2026-12-10 23:59:00',
});

describe('whatNeedsMeFrom', () => {
  it('lists the requests awaiting the client, the payments owed, unread messages, invitations and the next meetings, most urgent first', () => {
    const answer = whatNeedsMeFrom(
      sources({
        movements: new Map<string, readonly Movement[]>([
          ['1', [fileRequest, answeredFileRequest, dateRequest]],
          ['2', [owed, paid, inProcess]],
        ]),
        agenda: [
          aCalendarEntry({
            id: '91',
            id_caso: '2',
            calendar_title: 'Firma del convenio',
            fecha_ini: '2026-12-08',
            hora_ini: '08:00',
            hora_fin: '09:00',
          }),
          aCalendarEntry({
            id: '92',
            id_caso: '1',
            calendar_title: 'Audiencia pasada',
            fecha_ini: '2026-11-01',
            hora_ini: '10:00',
          }),
          aCalendarEntry({
            id: '93',
            id_caso: '1',
            calendar_title: 'Seguimiento',
            fecha_ini: '2026-12-20',
            hora_ini: '17:00',
          }),
        ],
        notifications: [aNotification({ id: '7', tipo: MESSAGE_NOTICE_TYPES.lawyerNews, id_caso: '1', leida: false })],
        invitations: [anInvitation({ id: '615', nombre_abogado: 'Dra. Ana Ruiz', nombre_estudio: 'Estudio Ruiz' })],
      }),
    );
    expect(answer.items.map((item) => [item.kind, item.label, item.description, item.caseName])).toEqual([
      ['meeting', 'Próxima reunión', 'Firma del convenio', 'Divorcio'],
      ['payment', 'Pagar', 'Anticipo de honorarios', 'Divorcio'],
      ['file-request', 'Enviar un archivo', 'Los últimos 6 recibos de sueldo', 'Despido sin causa'],
      ['date-request', 'Elegir una fecha', 'Reunión para preparar la audiencia', 'Despido sin causa'],
      ['message', 'Leer los mensajes', '1 mensaje nuevo de su abogado', 'Despido sin causa'],
      [
        'invitation',
        'Responder una invitación',
        'Dra. Ana Ruiz le envió una invitación para vincularse con Estudio Ruiz',
        null,
      ],
      ['meeting', 'Próxima reunión', 'Seguimiento', 'Despido sin causa'],
    ]);
    expect(answer.items[1]).toMatchObject({ caseId: '2', movementId: '21', amount: 85000 });
    expect(answer.items[0]).toMatchObject({
      calendarId: '91',
      due: { day: '2026-12-08', minutes: 480, epochMs: Date.parse('2026-12-08T11:00:00.000Z') },
    });
    expect(answer.items[5]).toMatchObject({ invitationId: '615', caseId: null });
    expect(answer.caseIds).toEqual(['2', '1']);
    expect(answer.casesRead).toEqual(['1', '2']);
  });

  it('counts the payments of a case not read by its pago, one item without an amount, pointing at the case', () => {
    const answer = whatNeedsMeFrom(sources({ cases: [aCase({ id: '5', case: 'Choque', pago: 2 })] }));
    expect(answer.items).toEqual([
      expect.objectContaining({
        kind: 'payment',
        key: 'payment:case:5',
        description: '2 pagos pendientes',
        caseId: '5',
        movementId: null,
        amount: null,
        count: 2,
      }),
    ]);
  });

  it('does not count as owed a payment in process at the checkout, nor one of a case read whose pago counts it', () => {
    const answer = whatNeedsMeFrom(sources({ cases: [divorcio], movements: new Map([['2', [paid, inProcess]]]) }));
    expect(answer.items).toEqual([]);
    expect(answer.caseIds).toEqual([]);
  });

  it("finds a date request from the agenda's undated entry of a case not read, once with the same request found among movements", () => {
    const agenda = [
      aCalendarEntry({
        id: '70',
        id_caso: '3',
        id_movimiento: '300',
        calendar_title: 'Llamado con el perito',
        fecha_ini: '-',
        hora_ini: '-',
      }),
      aCalendarEntry({ id: '71', id_caso: '1', id_movimiento: '13', fecha_ini: '-', hora_ini: '-' }),
      aCalendarEntry({
        id: '72',
        id_caso: '3',
        id_movimiento: null,
        calendar_title: 'Sin fecha y sin pedido',
        fecha_ini: '-',
        hora_ini: '-',
      }),
    ];
    const answer = whatNeedsMeFrom(
      sources({ cases: [despido, sucesion], agenda, movements: new Map([['1', [dateRequest]]]) }),
    );
    expect(answer.items.map((item) => [item.key, item.caseId, item.movementId])).toEqual([
      ['date-request:13', '1', '13'],
      ['date-request:300', '3', '300'],
    ]);
  });

  it('shows only the next meetings, from now on', () => {
    const agenda = Array.from({ length: 8 }, (_, index) =>
      aCalendarEntry({
        id: `m${index}`,
        fecha_ini: `2026-12-${String(6 + index).padStart(2, '0')}`,
        hora_ini: '10:00',
      }),
    );
    const meetings = whatNeedsMeFrom(sources({ agenda })).items.filter((item) => item.kind === 'meeting');
    expect(meetings.map((item) => item.calendarId)).toEqual(['m1', 'm2', 'm3']);
    expect(meetings).toHaveLength(NEXT_MEETINGS);
  });

  it('counts the unread messages of each case in one item, and leaves read ones and other notices out', () => {
    const notifications = [
      aNotification({ id: '1', tipo: MESSAGE_NOTICE_TYPES.lawyerNews, id_caso: '1' }),
      aNotification({ id: '2', tipo: MESSAGE_NOTICE_TYPES.lawyerComment, id_caso: '1' }),
      aNotification({ id: '3', tipo: MESSAGE_NOTICE_TYPES.lawyerComment, id_caso: '2', leida: true }),
      aNotification({ id: '4', tipo: 'pago_pendiente', id_caso: '2' }),
    ];
    expect(whatNeedsMeFrom(sources({ cases: [despido], notifications })).items).toEqual([
      expect.objectContaining({
        kind: 'message',
        caseId: '1',
        count: 2,
        description: '2 mensajes nuevos de su abogado',
      }),
    ]);
  });
});

const aListedCase: fc.Arbitrary<Case> = fc
  .record({ id: fc.integer({ min: 1, max: 300 }), pago: fc.nat({ max: 3 }), archived: fc.boolean() })
  .map(({ id, pago, archived }) => aCase({ id: String(id), pago, estado: archived ? 'Archivado' : 'Activo' }));
const someCases = fc.uniqueArray(aListedCase, { selector: (kase) => kase.id, maxLength: 60 });

describe('casesToRead', () => {
  it('reads at most the bound, each case once and only the client’s, the cases unread notices name first, then those owing payments', () => {
    fc.assert(
      fc.property(
        someCases,
        fc.array(fc.record({ caseId: fc.integer({ min: 1, max: 400 }), read: fc.boolean() }), { maxLength: 20 }),
        (cases, notes) => {
          const notifications = notes.map(({ caseId, read }, index) =>
            aNotification({ id: String(index), id_caso: String(caseId), leida: read }),
          );
          const chosen = casesToRead(cases, notifications);
          const ids = new Set(cases.map((kase) => kase.id));
          expect(chosen.length).toBeLessThanOrEqual(WHAT_NEEDS_ME_CASE_READS);
          expect(new Set(chosen).size).toBe(chosen.length);
          expect(chosen.every((id) => ids.has(id))).toBe(true);
          const named = new Set(
            notifications
              .filter((notice) => !notice.leida && ids.has(notice.id_caso ?? ''))
              .map((notice) => notice.id_caso),
          );
          const owing = cases.filter((kase) => kase.pago > 0).map((kase) => kase.id);
          const firsts = [...named, ...owing.filter((id) => !named.has(id))].slice(0, WHAT_NEEDS_ME_CASE_READS);
          expect(new Set(chosen.slice(0, firsts.length))).toEqual(new Set(firsts));
          // Reads as many as there are cases to choose from, up to the bound.
          const choosable = new Set([
            ...named,
            ...owing,
            ...cases.filter((kase) => kase.estado !== 'Archivado').map((kase) => kase.id),
          ]);
          expect(chosen).toHaveLength(Math.min(WHAT_NEEDS_ME_CASE_READS, choosable.size));
        },
      ),
    );
  });

  it('takes the newest unread notice’s case first, and fills up with the newest cases not archived', () => {
    const cases = [
      aCase({ id: '9' }),
      aCase({ id: '8', estado: 'Archivado' }),
      aCase({ id: '7' }),
      aCase({ id: '6', pago: 1 }),
    ];
    const notifications = [
      aNotification({ id_caso: '7', fecha_alta: '2026-01-01T00:00:00Z' }),
      aNotification({ id_caso: '8', fecha_alta: '2026-02-01T00:00:00Z' }),
    ];
    expect(casesToRead(cases, notifications, 4)).toEqual(['8', '7', '6', '9']);
    expect(casesToRead(cases, notifications, 2)).toEqual(['8', '7']);
  });
});

describe('casesNeedingClient', () => {
  it('marks the cases of the answer; before it, those whose pago counts payments owed', () => {
    const cases = [aCase({ id: '1', pago: 0 }), aCase({ id: '2', pago: 2 })];
    expect([...casesNeedingClient(cases, null)]).toEqual(['2']);
    expect([...casesNeedingClient(cases, { caseIds: ['1'] })]).toEqual(['1']);
  });

  it('marks exactly the cases of the items that ask the client to act, never for a meeting alone', () => {
    fc.assert(
      fc.property(someCases, fc.subarray(['1', '2', '3', '4']), (cases, withMeeting) => {
        const agenda = withMeeting.map((caseId) =>
          aCalendarEntry({ id: `a${caseId}`, id_caso: caseId, fecha_ini: '2026-12-09', hora_ini: '10:00' }),
        );
        const answer = whatNeedsMeFrom(sources({ cases, agenda }));
        const marked = casesNeedingClient(cases, answer);
        expect(marked).toEqual(new Set(cases.filter((kase) => kase.pago > 0).map((kase) => kase.id)));
      }),
    );
  });
});
