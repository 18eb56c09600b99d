import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { recordReadParts } from '../testing/read-part-recorder';
import { errorMessages, paymentMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { err } from '../shared/result';
import { aCalendarRow } from '../testing/calendar-builders';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeOpenCaseDetail, makeReadDateRequest } from './case-pages';
import { makeCreatePaymentLink } from './create-payment-link';

/** A date request of the demo case still waiting for the client's date. */
function withDateAwaited(fixture: ReturnType<typeof aSignedInPortal>) {
  const { ports, demo } = fixture;
  ports.world.addCalendarRow(aCalendarRow({ id_agenda: '890', fecha_ini: null, hora_ini: null }), {
    clientId: demo.client.userId,
    lawyerId: demo.linkedLawyerId,
  });
  ports.world.addMovement(
    aMovement({ id_movimiento: '5140', id_tipo: 7, id_agenda: '890', link_token: 'enlace-5140' }),
  );
  return fixture;
}

describe('openCaseDetail (SPEC §2 asunto/:id)', () => {
  it('answers the case with its movements, documents, document types and categories, and no agenda when no date is asked', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const detail = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId }));
    expect(detail.refusal).toBeNull();
    const file = detail.file!;
    expect(file.case.id).toBe(demo.caseId);
    expect(expectOk(file.movements).movements.map((movement) => movement.id_movimiento)).toContain(demo.movementId);
    expect(expectOk(file.documents).map((document) => document.id)).toContain(demo.documentKey);
    expect(expectOk(file.documentTypes).length).toBeGreaterThan(0);
    expect(file.documentCategories.ok).toBe(true);
    expect(file.lawyerCalendar).toBeNull();
    expect(ports.calendar.callsOf('listForLawyer')).toBe(0);
  });

  it("answers the page's view at the clock's time: each movement with its kind and what it awaits", async () => {
    const { ports, demo, client } = withDateAwaited(aSignedInPortal());
    ports.world.addMovement(
      aMovement({
        id_movimiento: '5150',
        id_tipo: 4,
        monto: 1200,
        pagado: false,
        estado_pago: 'pendiente',
        vence_pago: '2999-01-01 10:00:00',
      }),
    );
    const { view } = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId })).file!;
    const byId = new Map(view.movements.map((movement) => [movement.id_movimiento, movement]));
    expect(byId.get('5140')).toMatchObject({ kind: 'date-request', awaitsDate: true });
    expect(byId.get('5150')?.payment?.state.kind).toBe('in-process');
    expect(view.pendingPayments.inProcess).toBe(1);
  });

  it("reads the lawyer's agenda, for its busy slots, when a date request waits for the client's answer", async () => {
    const { ports, demo, client } = withDateAwaited(aSignedInPortal());
    const detail = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId }));
    expect(detail.file?.lawyerCalendar?.ok).toBe(true);
    expect(ports.calendar.callsOf('listForLawyer')).toBe(1);
  });

  it("refuses another client's case, to /asuntos with 'No tiene autorización para ver este asunto', reading none of its parts", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const detail = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.otherClientCaseId }));
    expect(detail).toEqual({
      refusal: { allow: false, redirectTo: '/asuntos', message: 'No tiene autorización para ver este asunto' },
      file: null,
    });
    expect(ports.cases.callsOf('listMovements')).toBe(0);
  });

  it('decides on the cases at hand without reading the list again', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const cases = expectOk(await ports.cases.listCases(client.id));
    const before = ports.cases.callsOf('listCases');
    const detail = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId, knownCases: cases }));
    expect(detail.file?.case.id).toBe(demo.caseId);
    expect(ports.cases.callsOf('listCases')).toBe(before);
  });

  it("fails as a whole with 'Error al intentar obtener los asuntos' when the list it decides on cannot be read", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    const detail = await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId });
    expect(expectFailure(detail, 'unavailable').message).toBe('Error al intentar obtener los asuntos');
  });

  it.each([
    ['movements', 'cases', 'listMovements', 'Error al intentar obtener los movimientos del asunto'],
    ['documents', 'documents', 'listByCase', 'Error al intentar obtener documentos'],
    ['documentTypes', 'documents', 'listTypes', 'Error al intentar obtener tipos de documentos'],
    ['documentCategories', 'documents', 'listCategories', 'Error al intentar obtener categorías de documentos'],
  ] as const)('shows the rest when %s cannot be read, its own message on it', async (part, port, method, message) => {
    const { ports, demo, client } = aSignedInPortal();
    (ports[port] as { failNext(method: string, error: unknown): void }).failNext(
      method,
      portalError.unavailable('network'),
    );
    const file = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId })).file!;
    expect(expectFailure(file[part], 'unavailable').message).toBe(message);
    const others = (['movements', 'documents', 'documentTypes', 'documentCategories'] as const).filter(
      (name) => name !== part,
    );
    for (const other of others) expect(file[other].ok, other).toBe(true);
  });

  it("fails as a whole with 'El usuario no está autenticado' when a part finds the session ended", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.cases.failNext('listMovements', portalError.unauthenticated());
    const detail = await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId });
    expect(expectFailure(detail, 'unauthenticated').message).toBe('El usuario no está autenticado');
  });

  it('reads the movements and the documents through `through`, taking what it answers (a copy kept elsewhere)', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const { asked, through } = recordReadParts(async (part, read) =>
      part === 'documents' ? err(portalError.unavailable('network')) : read(),
    );
    const file = expectOk(await makeOpenCaseDetail(ports)({ client, caseId: demo.caseId, through })).file!;
    expect([...asked].sort()).toEqual(['documents', 'movements']);
    expect(file.movements.ok).toBe(true);
    expect(file.documents.ok).toBe(false);
    expect(ports.documents.callsOf('listByCase')).toBe(0);
  });
});

describe('readDateRequest (SPEC §2 calendarRequest)', () => {
  it("answers the request its link reads and the lawyer's agenda", async () => {
    const { ports, demo } = withDateAwaited(aSignedInPortal());
    ports.world.signOut();
    const page = expectOk(
      await makeReadDateRequest(ports)({
        caseId: demo.caseId,
        movementId: '5140',
        token: 'enlace-5140',
        lawyerId: demo.linkedLawyerId,
      }),
    );
    expect(expectOk(page.request).id_movimiento).toBe('5140');
    expect(page.busySlots.ok).toBe(true);
  });

  it("shows the request when the agenda cannot be read, with 'Error al intentar obtener la agenda' on it", async () => {
    const { ports, demo } = withDateAwaited(aSignedInPortal());
    ports.calendar.failNext('listForLawyer', portalError.unavailable('network'));
    const page = expectOk(
      await makeReadDateRequest(ports)({
        caseId: demo.caseId,
        movementId: '5140',
        token: 'enlace-5140',
        lawyerId: demo.linkedLawyerId,
      }),
    );
    expect(page.request.ok).toBe(true);
    expect(expectFailure(page.busySlots, 'unavailable').message).toBe('Error al intentar obtener la agenda');
  });

  it("says 'No se pudo cargar el link' on the request for a link that leads to no request", async () => {
    const { ports, demo } = aSignedInPortal();
    const page = expectOk(
      await makeReadDateRequest(ports)({
        caseId: demo.caseId,
        movementId: 'ninguno',
        token: null,
        lawyerId: demo.linkedLawyerId,
      }),
    );
    expect(expectFailure(page.request, 'not-found').message).toBe('No se pudo cargar el link');
    expect(page.busySlots.ok).toBe(true);
  });
});

describe('openCaseDetail back from the checkout (SPEC §7 changePaymentMovement)', () => {
  /** The demo's owed payment, paid at the checkout with `outcome`: the page's address the checkout sends the client back to. */
  async function backFromCheckout(
    fixture: ReturnType<typeof aSignedInPortal>,
    outcome: 'approved' | 'pending' | 'rejected',
  ) {
    const { ports, demo } = fixture;
    const order = {
      lawyerId: demo.linkedLawyerId,
      caseId: demo.pendingPaymentCaseId,
      movementId: demo.paymentMovementId,
      price: expectOk(await ports.cases.getMovement(demo.paymentMovementId)).monto ?? 0,
    };
    const { redirectUrl } = expectOk(await makeCreatePaymentLink(ports)(order));
    const { paymentId } = ports.payments.settleCheckout(redirectUrl, outcome);
    return `https://portal.example/asunto/${demo.pendingPaymentCaseId}/${demo.paymentMovementId}/${outcome}?payment_id=${paymentId}`;
  }

  it('reports an approved payment once, says it approved and shows it paid; reading the page again reports nothing', async () => {
    const fixture = aSignedInPortal();
    const { ports, demo, client } = fixture;
    const checkoutReturn = await backFromCheckout(fixture, 'approved');
    const reported = vi.spyOn(ports.payments, 'recordPayment');
    const openCaseDetail = makeOpenCaseDetail(ports);
    const open = () => openCaseDetail({ client, caseId: demo.pendingPaymentCaseId, checkoutReturn }).then(expectOk);
    // Two reads at once (the router may load a page twice) make one report.
    const [{ file }, again] = await Promise.all([open(), open()]);
    expect(again.file?.checkout?.tone).toBe('success');
    expect(file?.checkout).toEqual({
      movementId: demo.paymentMovementId,
      status: 'approved',
      tone: 'success',
      text: paymentMessages.approved,
      settled: true,
    });
    const paid = file?.view.movements.find((movement) => movement.id_movimiento === demo.paymentMovementId);
    expect(paid?.payment?.state.kind).toBe('paid');
    expect((await open()).file?.checkout?.text).toBe(paymentMessages.approved);
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('says a failed report on the payment, not settled', async () => {
    const fixture = aSignedInPortal();
    const { ports, demo, client } = fixture;
    const checkoutReturn = await backFromCheckout(fixture, 'approved');
    ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    const { file } = expectOk(
      await makeOpenCaseDetail(ports)({ client, caseId: demo.pendingPaymentCaseId, checkoutReturn }),
    );
    expect(file?.checkout).toMatchObject({ movementId: demo.paymentMovementId, tone: 'error', settled: false });
    expect(file?.checkout?.text).toBe(errorMessages.payment);
  });

  it('reports nothing for a payment left pending or rejected, and says what the checkout said', async () => {
    for (const [outcome, tone] of [
      ['pending', 'info'],
      ['rejected', 'error'],
    ] as const) {
      const fixture = aSignedInPortal();
      const { ports, demo, client } = fixture;
      const checkoutReturn = await backFromCheckout(fixture, outcome);
      const reported = vi.spyOn(ports.payments, 'recordPayment');
      const { file } = expectOk(
        await makeOpenCaseDetail(ports)({ client, caseId: demo.pendingPaymentCaseId, checkoutReturn }),
      );
      expect(file?.checkout).toMatchObject({
        movementId: demo.paymentMovementId,
        status: outcome,
        tone,
        settled: true,
      });
      expect(reported).not.toHaveBeenCalled();
    }
  });

  it("says 'Error al intentar realizar pago' at the top for a return naming no payment of the case, and nothing for no return", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const open = (checkoutReturn?: string) =>
      makeOpenCaseDetail(ports)({
        client,
        caseId: demo.caseId,
        ...(checkoutReturn === undefined ? {} : { checkoutReturn }),
      }).then(expectOk);
    expect(
      (await open(`https://portal.example/asunto/${demo.caseId}/999/approved?payment_id=7`)).file?.checkout,
    ).toEqual({
      movementId: null,
      status: 'approved',
      tone: 'error',
      text: errorMessages.payment,
      settled: false,
    });
    expect((await open(`https://portal.example/asunto/${demo.caseId}/${demo.movementId}`)).file?.checkout).toBeNull();
    expect((await open()).file?.checkout).toBeNull();
  });
});
