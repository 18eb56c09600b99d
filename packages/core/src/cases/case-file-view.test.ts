import { describe, expect, it } from 'vitest';
import { aCase, aMovement, aMovementComment } from '../testing/case-builders';
import { aDocument } from '../testing/document-builders';
import { caseFileView, movementKindOf } from './case-file-view';
import { caseMovementCommentFrom, caseMovementFrom } from './case-movement';
import type { Movement } from './movement';

/** 6/12/2026 12:00 in Buenos Aires (UTC-3). */
const NOW = Date.parse('2026-12-06T15:00:00Z');
const kase = aCase({
  id: 'c1',
  estado: 'Pendiente',
  case: 'Despido',
  abogadoEstudio: 'Dra. Paz',
  id_abogado: 'l1',
  pago: 2,
});

function viewOf(movements: readonly Partial<Movement>[], documents = [aDocument({ id: 'g/c1/otro.pdf' })]) {
  return caseFileView({
    case: kase,
    movements: {
      movements: movements.map((movement) => caseMovementFrom(aMovement({ id_case: 'c1', ...movement }))),
      comments: [],
    },
    documents,
    now: NOW,
  });
}

describe('movementKindOf', () => {
  it('names each movement type, and any other type a note', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 42].map(movementKindOf)).toEqual([
      'consultation',
      'file-request',
      'attachment',
      'payment',
      'news',
      'court-filing',
      'date-request',
      'hearing',
      'note',
    ]);
  });
});

describe('caseFileView', () => {
  it('says which movements await a file or a date, and which file requests an upload can answer', () => {
    const view = viewOf([
      { id_movimiento: 'r1', id_tipo: 2, link_archivo: null },
      { id_movimiento: 'r2', id_tipo: 2, link_archivo: 'g/c1/dado.pdf' },
      { id_movimiento: 'a1', id_tipo: 3, link_archivo: null },
      { id_movimiento: 'd1', id_tipo: 7, fecha_inicio_agenda: null },
      { id_movimiento: 'd2', id_tipo: 7, fecha_inicio_agenda: '2026-12-10' },
    ]);
    const byId = new Map(view.movements.map((movement) => [movement.id_movimiento, movement]));
    expect(byId.get('r1')).toMatchObject({ kind: 'file-request', awaitsFile: true, awaitsDate: false });
    expect(byId.get('r2')).toMatchObject({ awaitsFile: false });
    expect(byId.get('a1')).toMatchObject({ kind: 'attachment', awaitsFile: true });
    expect(byId.get('d1')).toMatchObject({ kind: 'date-request', awaitsDate: true });
    expect(byId.get('d2')).toMatchObject({ awaitsDate: false });
    expect(view.pendingFileRequests.map((movement) => movement.id_movimiento)).toEqual(['r1']);
  });

  it('says which meetings are held by video call, by their meeting type', () => {
    const view = viewOf([
      { id_movimiento: 'v1', id_tipo: 7, tipo_reunion: 'Videollamada' },
      { id_movimiento: 'p1', id_tipo: 7, tipo_reunion: 'Presencial' },
      { id_movimiento: 'n1', id_tipo: 5, tipo_reunion: null },
    ]);
    const video = new Map(view.movements.map((movement) => [movement.id_movimiento, movement.video]));
    expect(Object.fromEntries(video)).toEqual({ v1: true, p1: false, n1: false });
  });

  it("names a linked file by the case's documents, else by its key's file name, else 'Sin nombre'", () => {
    const view = viewOf(
      [
        { id_movimiento: 'a1', id_tipo: 3, link_archivo: 'g/c1/listado' },
        { id_movimiento: 'a2', id_tipo: 3, link_archivo: 'g/c1/contrato.pdf' },
        { id_movimiento: 'a3', id_tipo: 3, link_archivo: 'g/c1/' },
        { id_movimiento: 'a4', id_tipo: 3, link_archivo: null },
      ],
      [aDocument({ id: 'g/c1/listado', name: 'Recibo de sueldo.pdf' })],
    );
    expect(view.movements.map((movement) => movement.file?.name ?? null)).toEqual([
      'Recibo de sueldo.pdf',
      'contrato.pdf',
      'Sin nombre',
      null,
    ]);
  });

  it('counts the files answering a file request, the linked one first, at least one once linked', () => {
    const view = viewOf(
      [
        { id_movimiento: '1', id_tipo: 2, link_archivo: 'g/c1/pedido1_b.pdf' },
        { id_movimiento: 'r2', id_tipo: 2, link_archivo: 'g/c1/no-listado.pdf' },
        { id_movimiento: 'r3', id_tipo: 2, link_archivo: null },
        { id_movimiento: 'n1', id_tipo: 5 },
      ],
      [aDocument({ id: 'g/c1/pedido1_a.pdf', name: 'a.pdf' }), aDocument({ id: 'g/c1/pedido1_b.pdf', name: 'b.pdf' })],
    );
    const [r1, r2, r3, n1] = view.movements;
    expect(r1?.answer).toEqual({
      count: 2,
      files: [
        { key: 'g/c1/pedido1_b.pdf', name: 'b.pdf' },
        { key: 'g/c1/pedido1_a.pdf', name: 'a.pdf' },
      ],
    });
    expect(r2?.answer).toEqual({ count: 1, files: [] });
    expect(r3?.answer).toEqual({ count: 0, files: [] });
    expect(n1?.answer).toBeNull();
  });

  it('reads each payment at the given time: owed with its pay inputs, in process until its ticket expires, paid', () => {
    const view = viewOf([
      { id_movimiento: 'p1', id_tipo: 4, monto: 25000, pagado: false, concepto: 'Honorarios' },
      {
        id_movimiento: 'p2',
        id_tipo: 4,
        monto: 10000,
        pagado: false,
        concepto: null,
        descripcion_movimiento: null,
        estado_pago: 'pendiente',
        vence_pago: '2026-12-09 12:00:00',
      },
      { id_movimiento: 'p3', id_tipo: 4, monto: 5000, pagado: true },
      { id_movimiento: 'n1', id_tipo: 5 },
    ]);
    const [p1, p2, p3, n1] = view.movements;
    expect(p1?.payment).toEqual({
      state: { kind: 'owed' },
      inProcessUntil: null,
      owed: true,
      amount: 25000,
      facts: { concept: 'Honorarios', caseName: 'Despido', lawyer: 'Dra. Paz' },
      order: { lawyerId: 'l1', caseId: 'c1', movementId: 'p1' },
    });
    expect(p2?.payment).toMatchObject({
      state: { kind: 'in-process' },
      inProcessUntil: Date.parse('2026-12-09T15:00:00Z'),
      owed: false,
      facts: { concept: 'Pago' },
    });
    expect(p3?.payment).toMatchObject({ state: { kind: 'paid' }, owed: false });
    expect(n1?.payment).toBeNull();
    expect(view.owedPayments.map((payment) => payment.order.movementId)).toEqual(['p1']);
    // The case counts two unpaid charges: one of them is in process, not owed.
    expect(view.pendingPayments).toEqual({ owed: 1, inProcess: 1, owedTotal: 25000 });
  });

  it("counts the case's charges as owed, with no total, when the movements could not be read", () => {
    const view = caseFileView({ case: kase, movements: null, documents: null, now: NOW });
    expect(view.pendingPayments).toEqual({ owed: 2, inProcess: 0, owedTotal: null });
    expect(view.movements).toEqual([]);
    expect(view.latestMessage).toBeNull();
  });

  it("tells the case's next step from its state", () => {
    expect(viewOf([]).nextStep.label).toBe('Pendiente de pago');
    expect(
      caseFileView({ case: { ...kase, estado: 'Archivado' }, movements: null, documents: null, now: NOW }).nextStep
        .label,
    ).toBe('Archivado');
  });

  it("takes the conversation's latest message, a comment after the news", () => {
    const view = caseFileView({
      case: kase,
      movements: {
        movements: [
          caseMovementFrom(
            aMovement({
              id_movimiento: 'n1',
              id_case: 'c1',
              id_tipo: 5,
              comentarios: 'Hola',
              fecha_alta: '2026-12-01 10:00:00',
            }),
          ),
        ],
        comments: [
          caseMovementCommentFrom(
            aMovementComment({
              id_movimiento: 'n1',
              id_case: 'c1',
              comentario: 'Le respondo',
              origen: 'abogado',
              fecha_alta: '2026-12-02 10:00:00',
            }),
          ),
        ],
      },
      documents: null,
      now: NOW,
    });
    expect(view.latestMessage?.text).toBe('Le respondo');
  });
});
