import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { OutboxMessage } from '../testing/in-memory-world';
import { aCommunicationMedium, aLawyerService } from '../testing/directory-builders';
import { aDocumentType } from '../testing/document-builders';
import { makeStartConsultation, type NewConsultation } from './start-consultation';

const CREATED =
  'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta que el Abogado la acepte';
const escrito = { name: 'escrito.pdf', bytes: Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0)) };

function setUp() {
  const fixture = aSignedInPortal();
  const consultation = (overrides: Partial<NewConsultation> = {}): NewConsultation => ({
    client: fixture.client,
    lawyerId: fixture.demo.linkedLawyerId,
    groupId: fixture.demo.linkedLawyerGroupId,
    clientGroupId: '5',
    service: aLawyerService({ id: '12', nombre: 'Consulta inicial', tipo_cobro: 'monto_unico', precio: 15000 }),
    medium: aCommunicationMedium({ id: '2', nombre: 'Videollamada' }),
    title: ' Régimen de visitas ',
    description: 'Acordar un régimen de visitas\n',
    ...overrides,
  });
  const sent = <Kind extends OutboxMessage['kind']>(kind: Kind) =>
    fixture.ports.world.outbox.filter(
      (message): message is Extract<OutboxMessage, { readonly kind: Kind }> => message.kind === kind,
    );
  return { ...fixture, consultation, sent, startConsultation: makeStartConsultation(fixture.ports) };
}

describe('startConsultation (SPEC §4 new consultation)', () => {
  it('creates a pending case, tells the lawyer, and answers the payment link of a monto_unico charge', async () => {
    const { ports, client, consultation, sent, startConsultation } = setUp();
    const started = expectOk(await startConsultation(consultation()));
    expect(started).toEqual({
      message: CREATED,
      caseId: expect.any(String),
      movementId: expect.any(String),
      paymentRedirectUrl: sent('payment-link')[0]?.redirectUrl,
      unfinished: [],
    });
    expect(ports.world.cases.get(started.caseId)?.kase).toMatchObject({
      estado: 'Pendiente',
      consulta_aceptada: false,
      case: 'Régimen de visitas',
    });
    expect(sent('payment-link')[0]?.request).toEqual({
      lawyerId: consultation().lawyerId,
      clientGroupId: '5',
      caseId: started.caseId,
      movementId: started.movementId,
      price: 15000,
    });
    expect(sent('new-case-notice')[0]?.notice).toMatchObject({
      kind: 'new_case',
      caseId: started.caseId,
      medium: 'Videollamada',
      clientPhone: client.phone,
    });
    expect(sent('mail-to-lawyer')[0]?.mail).toMatchObject({
      kind: 'nuevo_caso',
      subject: 'Nuevo caso',
      consultationTitle: 'Régimen de visitas',
    });
  });

  it("builds nuevaConsulta's request from the choices: the client, the service's charge, the texts trimmed, the time of asking", async () => {
    const { ports, client, consultation, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    expectOk(await startConsultation(consultation()));
    expect(start).toHaveBeenCalledExactlyOnceWith({
      clientId: client.id,
      clientName: client.name,
      lawyerId: consultation().lawyerId,
      title: 'Régimen de visitas',
      movementTitle: 'Acordar un régimen de visitas',
      calendar: null,
      consultationDate: ports.clock.now().toISOString(),
      typeId: 1,
      serviceId: '12',
      consultationType: 'Consulta inicial',
      chargeType: 'monto_unico',
      mediaPrice: 15000,
      paymentDescription: 'Pago de la consulta: Consulta inicial',
      documentName: null,
      attachment: null,
      meetingLink: null,
      mediumId: '2',
      viaLink: null,
      answers: { servicio: 'Consulta inicial', descripcion: 'Acordar un régimen de visitas' },
    });
  });

  it("books the slot chosen of the lawyer's agenda, which then takes their time", async () => {
    const { ports, consultation, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const slot = { date: '2025-03-12', start: '15:00', end: '16:30' };
    expectOk(await startConsultation(consultation({ slot })));
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ calendar: slot }));
    const booked = [...ports.world.calendar.values()]
      .map((record) => record.row)
      .find((row) => row.fecha_ini === '2025-03-12');
    expect([booked?.hora_ini, booked?.hora_fin]).toEqual(['15:00:00', '16:30:00']);
  });

  it('gives a booked video meeting its join link, an unguessable room, and a presencial one none', async () => {
    const { ports, consultation, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const slot = { date: '2025-03-12', start: '15:00', end: '16:30' };
    expectOk(await startConsultation(consultation({ slot })));
    const link = start.mock.calls[0]?.[0].meetingLink ?? '';
    expect(link).toMatch(/^https:\/\/meet\.jit\.si\/justiciable-[A-Za-z0-9-]+$/);
    const booked = [...ports.world.calendar.values()]
      .map((record) => record.row)
      .find((row) => row.fecha_ini === '2025-03-12');
    expect(decodeURIComponent(booked?.direccion_link ?? '')).toBe(link);

    expectOk(
      await startConsultation(
        consultation({
          slot: { ...slot, date: '2025-03-13' },
          medium: aCommunicationMedium({ id: '1', nombre: 'Presencial' }),
        }),
      ),
    );
    expect(start.mock.calls[1]?.[0].meetingLink).toBeNull();
  });

  it('opens the room on the base the ports name', async () => {
    const { ports, consultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const startConsultation = makeStartConsultation({ ...ports, videoMeetingBaseUrl: 'https://salas.example.com' });
    expectOk(await startConsultation(consultation({ slot: { date: '2025-03-12', start: '15:00', end: '16:30' } })));
    expect(start.mock.calls[0]?.[0].meetingLink).toMatch(/^https:\/\/salas\.example\.com\/justiciable-[A-Za-z0-9-]+$/);
  });

  it.each([
    ['sin_cargo', 0, 'sin_cargo'],
    ['monto_unico', 0, 'sin_cargo'],
    ['a_convenir', 0, 'a_convenir'],
  ])('asks for no payment link for a %s service of %d, sent as %s', async (tipo_cobro, precio, chargeType) => {
    const { ports, consultation, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const started = expectOk(
      await startConsultation(consultation({ service: aLawyerService({ tipo_cobro, precio }) })),
    );
    expect(started.paymentRedirectUrl).toBeNull();
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ chargeType, mediaPrice: 0 }));
  });

  it("tells the lawyer it came through their link (consultation_via_link, consulta_via_link), with the lawyer's group as the link's", async () => {
    const { ports, consultation, sent, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    expectOk(await startConsultation(consultation({ viaLink: { studyId: '7' } })));
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ viaLink: { groupId: '31', studyId: '7' } }));
    expect(sent('new-case-notice')[0]?.notice.kind).toBe('consultation_via_link');
    expect(sent('mail-to-lawyer')[0]?.mail).toMatchObject({
      kind: 'consulta_via_link',
      subject: 'Nueva consulta a través de su link',
    });
  });

  it('uploads the attachment as base64 under a random unique key once the case exists, and links it (SPEC §5)', async () => {
    const { ports, consultation, startConsultation } = setUp();
    const start = vi.spyOn(ports.consultations, 'start');
    const upload = vi.spyOn(ports.files, 'upload');
    const started = expectOk(
      await startConsultation(
        consultation({ attachment: { ...escrito, documentType: aDocumentType({ nombre: 'Escrito' }) } }),
      ),
    );
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ attachment: { fileName: 'escrito.pdf' }, documentName: 'Escrito' }),
    );
    const fileMovement = [...ports.world.movements.values()].find(
      (movement) => movement.id_case === started.caseId && movement.id_tipo === 2,
    );
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
    [
      'an attachment over 10 MB',
      { attachment: { name: 'grande.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) } },
      'file',
      'El archivo supera el máximo de 10 MB',
    ],
    [
      'a price that is not an amount',
      { service: aLawyerService({ tipo_cobro: 'monto_unico', precio: Number.MAX_SAFE_INTEGER + 2 }) },
      'price',
      'Monto no válido',
    ],
    ['a slot on no day', { slot: { date: '2025-02-30', start: '10:00', end: '11:00' } }, 'slot', 'Fecha no válida'],
    [
      'a slot that ends before it starts',
      { slot: { date: '2025-03-12', start: '10:00', end: '09:00' } },
      'slot',
      'Hora no válida',
    ],
    ['a slot with no time', { slot: { date: '2025-03-12', start: '10 hs', end: '11:00' } }, 'slot', 'Hora no válida'],
    // The fake's clock stands at 10:00 of 10 March 2025 in Buenos Aires.
    [
      'a slot that has begun',
      { slot: { date: '2025-03-10', start: '10:00', end: '11:00' } },
      'slot',
      'Ese horario ya pasó. Elija uno posterior.',
    ],
  ])('refuses %s before creating anything', async (_case, change, field, message) => {
    const { ports, consultation, startConsultation } = setUp();
    expect(expectFailure(await startConsultation(consultation(change)), 'invalid-input')).toEqual({
      kind: 'invalid-input',
      field,
      message,
    });
    expect(ports.consultations.callsOf('start')).toBe(0);
  });

  it.each([
    ['title', { title: 'T'.repeat(201) }, 'Máximo 200 caracteres'],
    ['description', { description: 'd'.repeat(2001) }, 'Máximo 2000 caracteres'],
    ['service', { service: aLawyerService({ nombre: 's'.repeat(101) }) }, 'Máximo 100 caracteres'],
    [
      'documentType',
      { attachment: { ...escrito, documentType: aDocumentType({ nombre: 'd'.repeat(101) }) } },
      'Máximo 100 caracteres',
    ],
  ] as const)(
    'refuses a %s over its limit on its field, creating nothing and telling no lawyer',
    async (field, change, message) => {
      const { ports, consultation, startConsultation } = setUp();
      expect(
        expectFailure(await startConsultation(consultation({ attachment: escrito, ...change })), 'invalid-input'),
      ).toEqual({ kind: 'invalid-input', field, message });
      expect(ports.consultations.callsOf('start')).toBe(0);
      expect(ports.files.callsOf('upload')).toBe(0);
      expect(ports.consultations.callsOf('mailLawyer')).toBe(0);
    },
  );

  it('refuses to send a client name over 100 characters, which the service would refuse, before anything is created', async () => {
    const { ports, client, consultation, startConsultation } = setUp();
    expect(
      expectFailure(
        await startConsultation(consultation({ client: { ...client, name: 'N'.repeat(101) } })),
        'invalid-input',
      ),
    ).toEqual({
      kind: 'invalid-input',
      field: 'clientName',
      message: 'Máximo 100 caracteres',
    });
    expect(ports.consultations.callsOf('start')).toBe(0);
  });

  it('takes a title of 200 characters and a description of 2000', async () => {
    const { ports, consultation, startConsultation } = setUp();
    const started = expectOk(
      await startConsultation(consultation({ title: 'T'.repeat(200), description: 'd'.repeat(2000) })),
    );
    expect(ports.world.cases.get(started.caseId)?.kase.case).toHaveLength(200);
  });

  it("answers 'Error al intentar crear la consulta' when the case cannot be created, and goes no further", async () => {
    const { ports, consultation, startConsultation } = setUp();
    ports.consultations.failNext('start', portalError.unavailable('network'));
    const error = expectFailure(await startConsultation(consultation({ attachment: escrito })), 'unavailable');
    expect(error.message).toBe('Error al intentar crear la consulta');
    expect(ports.files.callsOf('upload')).toBe(0);
    expect(ports.consultations.callsOf('notifyNewCase')).toBe(0);
    expect(ports.payments.callsOf('createPaymentLink')).toBe(0);
  });

  it.each([
    ['the upload', 'upload'],
    ['linking the file to its movement', 'attachFileToMovement'],
  ] as const)(
    "answers the created case with the attachment unfinished ('Error al crear el archivo') when %s fails",
    async (_case, method) => {
      const { ports, consultation, startConsultation } = setUp();
      if (method === 'upload') ports.files.failNext(method, portalError.unavailable('network'));
      else ports.cases.failNext(method, portalError.unavailable('network'));
      const started = expectOk(await startConsultation(consultation({ attachment: escrito })));
      expect(started.message).toBe(CREATED);
      expect(ports.world.cases.has(started.caseId)).toBe(true);
      expect(started.unfinished).toEqual([
        { step: 'attachment', error: expect.objectContaining({ message: 'Error al crear el archivo' }) },
      ]);
      expect(started.paymentRedirectUrl).toEqual(expect.any(String));
    },
  );

  it("answers the created case with the payment link unfinished ('Error al generar el link de pago') when it fails", async () => {
    const { ports, consultation, startConsultation } = setUp();
    ports.payments.failNext('createPaymentLink', portalError.unavailable('timeout'));
    const started = expectOk(await startConsultation(consultation()));
    expect(started.paymentRedirectUrl).toBeNull();
    expect(started.unfinished).toEqual([
      { step: 'payment-link', error: expect.objectContaining({ message: 'Error al generar el link de pago' }) },
    ]);
  });

  it('reports every unfinished step, in order', async () => {
    const { ports, consultation, startConsultation } = setUp();
    ports.files.failNext('upload', portalError.unavailable('network'));
    ports.payments.failNext('createPaymentLink', portalError.unavailable('network'));
    const started = expectOk(await startConsultation(consultation({ attachment: escrito })));
    expect(started.unfinished.map((unfinished) => unfinished.step)).toEqual(['attachment', 'payment-link']);
  });

  it('does not report a failed notice or mail to the lawyer: the case is already in their list', async () => {
    const { ports, consultation, startConsultation } = setUp();
    ports.consultations.failNext('notifyNewCase', portalError.unavailable('network'));
    ports.consultations.failNext('mailLawyer', portalError.unavailable('network'));
    const started = expectOk(await startConsultation(consultation()));
    expect(started.unfinished).toEqual([]);
    expect(started.paymentRedirectUrl).toEqual(expect.any(String));
  });
});
