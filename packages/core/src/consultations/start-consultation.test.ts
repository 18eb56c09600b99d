import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { OutboxMessage } from '../testing/in-memory-world';
import { makeStartConsultation, type ConsultationDraft } from './start-consultation';

const CREATED = 'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte';
const escrito = { name: 'escrito.pdf', bytes: Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0)) };

function setUp() {
  const fixture = aSignedInPortal();
  const draft = (overrides: Partial<ConsultationDraft> = {}): ConsultationDraft => ({
    lawyer: { id: fixture.demo.linkedLawyerId, groupId: fixture.demo.linkedLawyerGroupId, clientGroupId: '5' },
    title: 'Régimen de visitas',
    movementTitle: 'Consulta inicial',
    calendar: null,
    typeId: 1,
    serviceId: '12',
    consultationType: 'paga',
    chargeType: 'monto_unico',
    price: '15.000',
    paymentDescription: 'Pago único de la consulta',
    documentName: null,
    attachment: null,
    meetingLink: null,
    medium: { id: '2', name: 'Videollamada' },
    viaLink: null,
    answers: { motivo: 'Acordar un régimen de visitas' },
    ...overrides,
  });
  const sent = <Kind extends OutboxMessage['kind']>(kind: Kind) =>
    fixture.ports.world.outbox.filter((message): message is Extract<OutboxMessage, { readonly kind: Kind }> => message.kind === kind);
  return { ...fixture, draft, sent, startConsultation: makeStartConsultation(fixture.ports) };
}

describe('startConsultation (SPEC §4 new consultation)', () => {
  it('creates a pending case, tells the lawyer, and answers the payment link of a monto_unico charge', async () => {
    const { ports, client, draft, sent, startConsultation } = setUp();
    const started = expectOk(await startConsultation(client, draft()));

    expect(started).toEqual({
      message: CREATED,
      caseId: expect.any(String),
      movementId: expect.any(String),
      paymentRedirectUrl: sent('payment-link')[0]?.redirectUrl,
      unfinished: [],
    });
    expect(ports.world.cases.get(started.caseId)?.kase).toMatchObject({ estado: 'Pendiente', consulta_aceptada: false, case: 'Régimen de visitas' });
    expect(sent('payment-link')[0]?.request).toEqual({
      lawyerId: draft().lawyer.id,
      clientGroupId: '5',
      caseId: started.caseId,
      movementId: started.movementId,
      price: 15000,
    });
    expect(sent('new-case-notice')[0]?.notice).toMatchObject({ kind: 'new_case', caseId: started.caseId, medium: 'Videollamada', clientPhone: client.phone });
    expect(sent('mail-to-lawyer')[0]?.mail).toMatchObject({ kind: 'nuevo_caso', subject: 'Nuevo caso', consultationTitle: 'Régimen de visitas' });
  });

  it('sends the request with the client, the parsed price and the time of asking', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    expectOk(await startConsultation(client, draft()));
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({
        clientId: client.id,
        clientName: client.name,
        lawyerId: draft().lawyer.id,
        mediaPrice: 15000,
        mediumId: '2',
        consultationDate: ports.clock.now().toISOString(),
        attachment: null,
        answers: { motivo: 'Acordar un régimen de visitas' },
      }),
    );
  });

  it('asks for no payment link for a free consultation', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    const started = expectOk(await startConsultation(client, draft({ chargeType: 'gratuita', consultationType: 'gratuita', price: 0 })));
    expect(started.paymentRedirectUrl).toBeNull();
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
  });

  it('tells the lawyer it came through their link (consultation_via_link, consulta_via_link)', async () => {
    const { client, draft, sent, startConsultation } = setUp();
    expectOk(await startConsultation(client, draft({ viaLink: { groupId: '31', studyId: '7' } })));
    expect(sent('new-case-notice')[0]?.notice.kind).toBe('consultation_via_link');
    expect(sent('mail-to-lawyer')[0]?.mail).toMatchObject({ kind: 'consulta_via_link', subject: 'Nueva consulta a través de su link' });
  });

  it('uploads the attachment as base64 under a random unique key once the case exists, and links it (SPEC §5)', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const upload = vi.spyOn(ports.files, 'upload');
    const started = expectOk(await startConsultation(client, draft({ attachment: escrito, documentName: 'Escrito' })));

    expect(start).toHaveBeenCalledWith(expect.objectContaining({ attachment: { fileName: 'escrito.pdf' } }));
    const fileMovement = [...ports.world.movements.values()].find((movement) => movement.id_case === started.caseId && movement.id_tipo === 2);
    // The attachment goes through its movement's link token, which also serves a consultation made without an account.
    expect(upload).toHaveBeenCalledExactlyOnceWith({
      caseId: started.caseId,
      groupId: '31',
      uniqueKey: 'id-1',
      fileName: 'escrito.pdf',
      contentBase64: 'JVBERi0xLjQ=',
      request: { movementId: fileMovement?.id_movimiento, linkToken: fileMovement?.link_token },
    });
    expect(start.mock.invocationCallOrder[0]).toBeLessThan(upload.mock.invocationCallOrder[0] ?? 0);
    expect(fileMovement?.link_archivo).toBe(`31/${started.caseId}/id-1`);
    expect(started.unfinished).toEqual([]);
  });

  it.each([
    ['an attachment over 10 MB', { attachment: { name: 'grande.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) } }, 'El archivo supera el máximo de 10 MB'],
    ['a price that is not an amount', { price: '15.000,50' }, 'Monto no válido'],
  ])('refuses %s before creating anything', async (_case, change, message) => {
    const { ports, client, draft, startConsultation } = setUp();
    expect(expectFailure(await startConsultation(client, draft(change)), 'invalid-input').message).toBe(message);
    expect(ports.consultations.callsOf('start')).toBe(0);
  });

  it.each([
    ['title', { title: 'T'.repeat(201) }, 'Máximo 200 caracteres'],
    ['movementTitle', { movementTitle: 'd'.repeat(2001) }, 'Máximo 2000 caracteres'],
    ['consultationType', { consultationType: 'c'.repeat(101) }, 'Máximo 100 caracteres'],
    ['paymentDescription', { paymentDescription: 'p'.repeat(201) }, 'Máximo 200 caracteres'],
    ['meetingLink', { meetingLink: 'm'.repeat(201) }, 'Máximo 200 caracteres'],
    ['answers', { answers: { descripcion: 'a'.repeat(8000) } }, 'Máximo 8000 caracteres'],
  ] as const)('refuses a %s over its limit on its field, creating nothing and telling no lawyer', async (field, change, message) => {
    const { ports, client, draft, startConsultation } = setUp();
    expect(expectFailure(await startConsultation(client, draft({ ...change, attachment: escrito })), 'invalid-input')).toEqual({ kind: 'invalid-input', field, message });
    expect(ports.consultations.callsOf('start')).toBe(0);
    expect(ports.files.callsOf('upload')).toBe(0);
    expect(ports.consultations.callsOf('mailLawyer')).toBe(0);
  });

  it("refuses to send a client name over 100 characters, which the service would refuse, before anything is created", async () => {
    const { ports, client, draft, startConsultation } = setUp();
    expect(expectFailure(await startConsultation({ ...client, name: 'N'.repeat(101) }, draft()), 'invalid-input')).toEqual({
      kind: 'invalid-input',
      field: 'clientName',
      message: 'Máximo 100 caracteres',
    });
    expect(ports.consultations.callsOf('start')).toBe(0);
  });

  it('takes a title of 200 characters and a description of 2000', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    const started = expectOk(await startConsultation(client, draft({ title: 'T'.repeat(200), movementTitle: 'd'.repeat(2000) })));
    expect(ports.world.cases.get(started.caseId)?.kase.case).toHaveLength(200);
  });

  it("answers 'Error al intentar crear la consulta' when the case cannot be created, and goes no further", async () => {
    const { ports, client, draft, startConsultation } = setUp();
    ports.consultations.failNext('start', portalError.unavailable('network'));
    const error = expectFailure(await startConsultation(client, draft({ attachment: escrito })), 'unavailable');
    expect(error.message).toBe('Error al intentar crear la consulta');
    expect(ports.files.callsOf('upload')).toBe(0);
    expect(ports.consultations.callsOf('notifyNewCase')).toBe(0);
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
  });

  it.each([
    ['the upload', 'upload'],
    ['linking the file to its movement', 'attachFileToMovement'],
  ] as const)("answers the created case with the attachment unfinished ('Error al crear el archivo') when %s fails", async (_case, method) => {
    const { ports, client, draft, startConsultation } = setUp();
    if (method === 'upload') ports.files.failNext(method, portalError.unavailable('network'));
    else ports.cases.failNext(method, portalError.unavailable('network'));
    const started = expectOk(await startConsultation(client, draft({ attachment: escrito })));
    expect(started.message).toBe(CREATED);
    expect(ports.world.cases.has(started.caseId)).toBe(true);
    expect(started.unfinished).toEqual([{ step: 'attachment', error: expect.objectContaining({ message: 'Error al crear el archivo' }) }]);
    expect(started.paymentRedirectUrl).toEqual(expect.any(String));
  });

  it("answers the created case with the payment link unfinished ('Error al generar el link de pago') when it fails", async () => {
    const { ports, client, draft, startConsultation } = setUp();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('timeout'));
    const started = expectOk(await startConsultation(client, draft()));
    expect(started.paymentRedirectUrl).toBeNull();
    expect(started.unfinished).toEqual([{ step: 'payment-link', error: expect.objectContaining({ message: 'Error al generar el link de pago' }) }]);
  });

  it('reports every unfinished step, in order', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    ports.files.failNext('upload', portalError.unavailable('network'));
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    const started = expectOk(await startConsultation(client, draft({ attachment: escrito })));
    expect(started.unfinished.map((unfinished) => unfinished.step)).toEqual(['attachment', 'payment-link']);
  });

  it('does not report a failed notice or mail to the lawyer: the case is already in their list', async () => {
    const { ports, client, draft, startConsultation } = setUp();
    ports.consultations.failNext('notifyNewCase', portalError.unavailable('network'));
    ports.consultations.failNext('mailLawyer', portalError.unavailable('network'));
    const started = expectOk(await startConsultation(client, draft()));
    expect(started.unfinished).toEqual([]);
    expect(started.paymentRedirectUrl).toEqual(expect.any(String));
  });
});
