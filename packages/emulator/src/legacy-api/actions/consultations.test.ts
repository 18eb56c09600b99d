import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaseFile } from '../../lambda';
import { linkTokenOf } from '../movements';
import { LINK_TOKEN, type LegacyKit, rowOf, rowsOf, startLegacyKit } from '../test-kit';
import { CONSULTATION_CREATED } from './consultations';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

function lawyerEmail(lawyerId: number): string {
  return (kit.db.prepare('SELECT email FROM abogados WHERE id_abogado = ?').get(lawyerId) as { email: string }).email;
}

function consultation(change: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    id_justiciable: kit.demo.sub,
    id_lawyer: kit.fx.freeLawyer.id,
    title_consulta: 'Reclamo por horas extra',
    title_movent_consulta: 'Consulta por horas extra impagas',
    consult_type: 'Consulta inicial',
    id_medio_comunicacion: 2,
    nombre_cliente: 'Lucía Fernández',
    ...change,
  };
}

describe('nuevaConsulta', () => {
  it('creates a pending case with its movements and mails the lawyer', async () => {
    const reply = await kit.call(
      'nuevaConsulta',
      consultation({
        calendar: 'true',
        fecha_ini: '2030-06-03T15:00:00.000Z',
        fecha_fin: '2030-06-03T15:30:00.000Z',
        typeOfCharge: 'monto_unico',
        mediaPrice: '25.000',
        descriptionPaymentType: 'Pago único de la consulta',
        hasFile: 'true',
        fileName: 'recibos.pdf',
        nameDocumentSelected: 'Recibo de sueldo',
        direction_link: 'https://meet.jit.si/consulta',
        formattedValuesParts: JSON.stringify({ horas: 40 }),
      }),
      kit.demo.token,
    );
    expect(reply.body).toMatchObject({ status: 200, message: CONSULTATION_CREATED });
    const { id_case: caseId, id_movent, id_movent_file, id_movent_payment, idContactAse } = reply.body;
    expect(
      [caseId, id_movent, id_movent_file, id_movent_payment, idContactAse].every((id) => typeof id === 'number'),
    ).toBe(true);
    expect(reply.body.file_token).toMatch(LINK_TOKEN);

    const created = rowOf(await kit.call('getSpecificCase', { id_case: Number(caseId) }, kit.demo.token));
    expect(created).toMatchObject({
      estado: 'Pendiente',
      consulta_aceptada: 'f',
      pago: 1,
      id_abogado: kit.fx.freeLawyer.id,
      medio_comunicacion: 'Videollamada',
    });
    const movements = rowsOf(await kit.call('listaMovimientos', { id_asunto: Number(caseId) }, kit.demo.token));
    expect(movements.find((movement) => movement.id_movimiento === id_movent)).toMatchObject({
      id_tipo: 1,
      descripcion_movimiento: 'Consulta por horas extra impagas',
    });
    expect(movements.find((movement) => movement.id_movimiento === id_movent_payment)).toMatchObject({
      id_tipo: 4,
      monto: 25000,
      pagado: 'f',
    });
    expect(movements.find((movement) => movement.id_movimiento === id_movent_file)).toMatchObject({
      id_tipo: 3,
      link_archivo: null,
    });
    expect(movements.find((movement) => movement.id_tipo === 7)).toMatchObject({
      fecha_inicio_agenda: '2030-06-03',
      hora_inicio_agenda: '15:00:00',
    });
    expect(kit.lastMail()).toMatchObject({
      kind: 'mail-to-lawyer',
      to: lawyerEmail(kit.fx.freeLawyer.id),
      subject: 'Nueva consulta',
      body: 'Lucía Fernández le envió la consulta "Reclamo por horas extra" (Consulta inicial, Videollamada). Ingrese al sistema para aceptarla.',
      data: { id_case: caseId, monto: 25000 },
    });
    expect(kit.db.prepare('SELECT aceptar_en FROM casos WHERE id_caso = ?').get(Number(caseId))).toEqual({
      aceptar_en: expect.any(Number),
    });
  });

  it('books no meeting for a consultation whose time is to be agreed: its date is when it was made, not a meeting', async () => {
    const reply = await kit.call(
      'nuevaConsulta',
      consultation({ calendar: 'false', date_consulta: '2030-06-01' }),
      kit.demo.token,
    );
    const movements = rowsOf(
      await kit.call('listaMovimientos', { id_asunto: Number(reply.body.id_case) }, kit.demo.token),
    );
    expect(movements.map((movement) => movement.id_tipo)).toEqual([1]);
    expect(reply.body).toMatchObject({ id_movent_calendar: null, id_agenda: null });

    const asked = await kit.call(
      'nuevaConsulta',
      consultation({ calendar: 'true', date_consulta: '2030-06-01' }),
      kit.demo.token,
    );
    const withMeeting = rowsOf(
      await kit.call('listaMovimientos', { id_asunto: Number(asked.body.id_case) }, kit.demo.token),
    );
    expect(withMeeting.find((movement) => movement.id_tipo === 7)).toMatchObject({ fecha_inicio_agenda: '2030-06-01' });
  });

  it('takes a consultation through a public link without a session', async () => {
    const { freeLawyer } = kit.fx;
    const reply = await kit.call('nuevaConsulta', {
      id_lawyer: freeLawyer.id,
      title_consulta: 'Consulta desde el link del estudio',
      nombre_cliente: 'Rodrigo Paz',
      consultationViaLink: 1,
      groupIdViaLink: freeLawyer.group,
      studyIdViaLink: freeLawyer.study,
      hasFile: 1,
      fileName: 'dni.jpg',
      formattedValuesParts: JSON.stringify({ email: 'rodrigo@example.com', telefono: '+5493415551234' }),
    });
    expect(reply.body).toMatchObject({ status: 200, idContactAse: null });
    const row = kit.db
      .prepare('SELECT id_justiciable, origen, estado, datos_formulario FROM casos WHERE id_caso = ?')
      .get(Number(reply.body.id_case));
    expect(row).toEqual({
      id_justiciable: null,
      origen: 'link',
      estado: 'Pendiente',
      datos_formulario: '{"email":"rodrigo@example.com","telefono":"+5493415551234"}',
    });

    // The attachment is uploaded through the file token (the upload function records it so) and then linked with it.
    const caseId = Number(reply.body.id_case);
    const movementId = Number(reply.body.id_movent_file);
    storeCaseFile(kit.emulator.context, {
      groupId: freeLawyer.group,
      caseId,
      uniqueKey: 'k1',
      fileName: 'dni.jpg',
      bytes: Buffer.from('jpg'),
      movementId,
    });
    const link = { group_id: freeLawyer.group, case_id: caseId, file_name: 'k1-dni.jpg', movent_id: movementId };
    expect((await kit.call('updateMovementFileLink', link)).body).toEqual({
      status: 400,
      message: 'No se encontró el movimiento',
    });
    expect(
      (await kit.call('updateMovementFileLink', { ...link, token: String(reply.body.file_token) })).body.status,
    ).toBe(200);
    const notified = await kit.call('notificationNewCaseCreated', {
      id_lawyer: freeLawyer.id,
      id_group: freeLawyer.group,
      client_name: 'Rodrigo Paz',
      id_case: Number(reply.body.id_case),
      consultation_title: 'Consulta desde el link del estudio',
      notification_type: 'consultation_via_link',
      email_justiciable: 'rodrigo@example.com',
      phone_justiciable: '+5493415551234',
    });
    expect(notified.body).toEqual({ status: 200, message: 'Notificación enviada al Abogado' });
    expect(kit.lastMail()).toMatchObject({ kind: 'notification', to: lawyerEmail(freeLawyer.id) });
  });

  it.each([
    [{ studyIdViaLink: 999 }, 'El link de consulta no es válido'],
    [{ groupIdViaLink: 999 }, 'No se encontró el abogado'],
    [{ nombre_cliente: '' }, 'Falta el campo obligatorio nombre_cliente'],
    [{ nombre_cliente: 'N'.repeat(101) }, 'El campo nombre_cliente debe tener como máximo 100 caracteres'],
  ])('refuses a public link consultation with %o', async (change, message) => {
    const { freeLawyer } = kit.fx;
    const before = kit.snapshot();
    const reply = await kit.call('nuevaConsulta', {
      id_lawyer: freeLawyer.id,
      title_consulta: 'x',
      nombre_cliente: 'Rodrigo Paz',
      consultationViaLink: 1,
      groupIdViaLink: freeLawyer.group,
      studyIdViaLink: freeLawyer.study,
      ...change,
    });
    expect(reply.body).toEqual({ status: 400, message });
    expect(kit.snapshot()).toBe(before);
  });

  it('refuses a lawyer of a disabled study', async () => {
    const reply = await kit.call(
      'nuevaConsulta',
      consultation({ id_lawyer: kit.fx.disabledLawyer.id }),
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message: 'El Estudio no está disponible' });
  });

  it('refuses to create a consultation for another client with 403, changing nothing', async () => {
    const before = kit.snapshot();
    const reply = await kit.call('nuevaConsulta', consultation({ id_justiciable: kit.other.sub }), kit.demo.token);
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it.each([
    [{ typeOfCharge: 'monto_unico' }, 'Falta el campo obligatorio mediaPrice'],
    [{ typeOfCharge: 'monto_unico', mediaPrice: 'gratis' }, 'El campo mediaPrice debe ser un importe en pesos'],
    [
      { typeOfCharge: 'monto_unico', mediaPrice: '0' },
      'El campo mediaPrice debe ser mayor que cero para una consulta con monto único',
    ],
    [{ formattedValuesParts: '{roto' }, 'El campo formattedValuesParts no contiene un JSON válido'],
    [{ fecha_ini: 'mañana' }, 'El campo fecha_ini debe ser una fecha AAAA-MM-DD'],
    [{ hasFile: 'true' }, 'Falta el campo obligatorio fileName'],
    [{ id_medio_comunicacion: 9 }, 'El medio de comunicación no es válido'],
    [{ id_servicio_justiciable: 999_999 }, 'No se encontró el servicio del Abogado'],
    [{ id_lawyer: 999_999 }, 'No se encontró el abogado'],
  ])('refuses %o and changes nothing', async (change, message) => {
    const before = kit.snapshot();
    const reply = await kit.call('nuevaConsulta', consultation(change), kit.demo.token);
    expect(reply.body).toEqual({ status: 400, message });
    expect(kit.snapshot()).toBe(before);
  });
});

describe('nuevaConsulta: text caps', () => {
  it.each([
    ['title_consulta', 200],
    ['title_movent_consulta', 2000],
    ['nombre_cliente', 100],
    ['consult_type', 100],
    ['direction_link', 200],
    ['descriptionPaymentType', 200],
    ['nameDocumentSelected', 100],
  ])('caps %s at %i characters: one more is refused naming the field, and nothing changes', async (field, limit) => {
    const before = kit.snapshot();
    const reply = await kit.call('nuevaConsulta', consultation({ [field]: 'x'.repeat(limit + 1) }), kit.demo.token);
    expect(reply.body).toEqual({
      status: 400,
      message: `El campo ${field} debe tener como máximo ${limit} caracteres`,
    });
    expect(kit.snapshot()).toBe(before);
    expect(
      (await kit.call('nuevaConsulta', consultation({ [field]: 'x'.repeat(limit) }), kit.demo.token)).body.status,
    ).toBe(200);
  });

  it("caps the form's answers (formattedValuesParts) at 8000 characters of JSON, and the attachment's name at 400", async () => {
    const before = kit.snapshot();
    const answers = JSON.stringify({ descripcion: 'x'.repeat(8000) });
    expect(
      (await kit.call('nuevaConsulta', consultation({ formattedValuesParts: answers }), kit.demo.token)).body,
    ).toEqual({
      status: 400,
      message: 'El campo formattedValuesParts debe tener como máximo 8000 caracteres',
    });
    expect(
      (
        await kit.call(
          'nuevaConsulta',
          consultation({ hasFile: 1, fileName: `${'x'.repeat(397)}.pdf` }),
          kit.demo.token,
        )
      ).body,
    ).toEqual({
      status: 400,
      message: 'El campo fileName debe tener como máximo 400 caracteres',
    });
    expect(kit.snapshot()).toBe(before);
  });
});

describe("the public views of a consultation's requests never say who the client is", () => {
  /** The requests a consultation opened to its links (its attachment, type 3, and its meeting, type 7), each with its token. */
  function linkRequests(reply: Awaited<ReturnType<LegacyKit['call']>>) {
    const calendarMovement = Number(reply.body.id_movent_calendar);
    return [
      { movement: Number(reply.body.id_movent_file), type: 3, token: String(reply.body.file_token) },
      { movement: calendarMovement, type: 7, token: linkTokenOf(kit.db, calendarMovement) ?? '' },
    ];
  }

  async function publicViews(caseId: number, request: { movement: number; token: string }) {
    const single = await kit.call('getSpecificCalendarMovement', {
      id_movement: request.movement,
      token: request.token,
    });
    const listed = await kit.call('listaMovimientos', { id_asunto: caseId, fileRequest: 1, token: request.token });
    return { single, listed };
  }

  it('through a link, without a session: nombres is empty and neither view holds the name or the e-mail', async () => {
    const { freeLawyer } = kit.fx;
    const reply = await kit.call('nuevaConsulta', {
      id_lawyer: freeLawyer.id,
      title_consulta: 'Consulta por un despido',
      nombre_cliente: 'Rodrigo Paz Ibáñez',
      consultationViaLink: 1,
      groupIdViaLink: freeLawyer.group,
      studyIdViaLink: freeLawyer.study,
      calendar: 1,
      hasFile: 1,
      fileName: 'dni.jpg',
      formattedValuesParts: JSON.stringify({ email: 'rodrigo.paz@example.com', telefono: '+5493415551234' }),
    });
    const caseId = Number(reply.body.id_case);
    for (const request of linkRequests(reply)) {
      // Stored under the client's name: the views must leave it out, not find it missing.
      expect(
        kit.db.prepare('SELECT nombres, origen FROM movimientos WHERE id_movimiento = ?').get(request.movement),
      ).toEqual({ nombres: 'Rodrigo Paz Ibáñez', origen: 'justiciable' });
      const { single, listed } = await publicViews(caseId, request);
      expect(rowOf(single)).toMatchObject({ id_movimiento: request.movement, id_tipo: request.type, nombres: '' });
      expect(rowsOf(listed)).toEqual([rowOf(single)]);
      for (const text of [JSON.stringify(single.body), JSON.stringify(listed.body)]) {
        for (const secret of ['Rodrigo', 'Paz Ibáñez', 'rodrigo.paz@example.com', '+5493415551234'])
          expect(text).not.toContain(secret);
      }
    }
  });

  it("with a session: nombres is empty and neither view holds the client's name, e-mail or id, which the owner's own view shows", async () => {
    const reply = await kit.call(
      'nuevaConsulta',
      consultation({ calendar: 1, hasFile: 1, fileName: 'recibos.pdf', nombre_cliente: 'Lucía Fernández Ortiz' }),
      kit.demo.token,
    );
    const caseId = Number(reply.body.id_case);
    const own = rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId }, kit.demo.token));
    for (const request of linkRequests(reply)) {
      expect(own.find((movement) => movement.id_movimiento === request.movement)).toMatchObject({
        nombres: 'Lucía Fernández Ortiz',
        id_justiciable: kit.demo.sub,
      });
      const { single, listed } = await publicViews(caseId, request);
      expect(rowOf(single)).toMatchObject({ id_movimiento: request.movement, id_tipo: request.type, nombres: '' });
      expect(rowsOf(listed)).toEqual([rowOf(single)]);
      for (const text of [JSON.stringify(single.body), JSON.stringify(listed.body)]) {
        for (const secret of ['Lucía', 'Fernández Ortiz', kit.demo.email, kit.demo.sub])
          expect(text).not.toContain(secret);
      }
    }
  });
});

describe('notificationNewCaseCreated', () => {
  const newCase = () => ({
    id_justiciable: kit.demo.sub,
    id_lawyer: kit.fx.demoCase.lawyer,
    id_group: kit.fx.demoCase.group,
    client_name: 'Lucía Fernández',
    id_case: kit.fx.demoCase.id,
    consultation_title: 'Despido',
    consultation_media: 'Presencial',
    consultation_type: 'Consulta inicial',
    notification_type: 'new_case',
    email_justiciable: kit.demo.email,
    phone_justiciable: '+5493515550100',
  });

  it('puts the notification for the lawyer in the outbox', async () => {
    const reply = await kit.call('notificationNewCaseCreated', newCase(), kit.demo.token);
    expect(reply.body).toEqual({ status: 200, message: 'Notificación enviada al Abogado' });
    expect(kit.lastMail()).toMatchObject({
      kind: 'notification',
      to: lawyerEmail(kit.fx.demoCase.lawyer),
      subject: 'Nuevo caso',
      body: `Lucía Fernández inició la consulta "Despido". Tipo: Consulta inicial. Medio: Presencial. Correo: ${kit.demo.email.replace('.', '[.]')}. Teléfono: +5493515550100.`,
      data: { notification_type: 'new_case', id_case: kit.fx.demoCase.id },
    });
  });

  it.each([
    ['client_name', 100],
    ['consultation_title', 200],
    ['consultation_type', 100],
    ['consultation_media', 100],
    ['phone_justiciable', 20],
  ])('caps %s at %i characters, and mails nothing over it', async (field, limit) => {
    const sent = kit.emulator.context.outbox.list().length;
    const reply = await kit.call(
      'notificationNewCaseCreated',
      { ...newCase(), [field]: '1'.repeat(limit + 1) },
      kit.demo.token,
    );
    expect(reply.body).toEqual({
      status: 400,
      message: `El campo ${field} debe tener como máximo ${limit} caracteres`,
    });
    expect(kit.emulator.context.outbox.list()).toHaveLength(sent);
  });

  it("refuses another client's case with 403", async () => {
    const reply = await kit.call(
      'notificationNewCaseCreated',
      {
        ...newCase(),
        id_case: kit.fx.otherCase.id,
        id_lawyer: kit.fx.otherCase.lawyer,
        id_group: kit.fx.otherCase.group,
      },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
  });

  it.each([
    [{ notification_type: 'otra' }, 'El campo notification_type debe ser uno de: new_case, consultation_via_link'],
    [{ notification_type: 'consultation_via_link' }, 'El asunto no fue creado por un link de consulta'],
    [{ id_lawyer: 1, id_group: 999 }, 'El asunto no corresponde al Abogado indicado'],
    [{ email_justiciable: 'no-es-un-correo' }, 'El campo email_justiciable no es un correo electrónico válido'],
  ])('refuses %o', async (change, message) => {
    const reply = await kit.call('notificationNewCaseCreated', { ...newCase(), ...change }, kit.demo.token);
    expect(reply.body).toEqual({ status: 400, message });
  });
});

describe('sendMailToLawyer', () => {
  it.each([
    [
      'nuevo_caso',
      'Nuevo caso',
      'Lucía Fernández creó el caso "Despido" (Consulta inicial). Correo de contacto: demo@justiciable[.]test.',
    ],
    [
      'invitacion_aceptada',
      'Invitación aceptada',
      'Lucía Fernández aceptó la invitación de su Estudio. Correo de contacto: demo@justiciable[.]test.',
    ],
  ])(
    "mails the lawyer for %s, with the subject of the type and the caller's own address",
    async (type, subject, body) => {
      const reply = await kit.call(
        'sendMailToLawyer',
        {
          client_name: 'Lucía Fernández',
          lawyer_id: kit.fx.demoCase.lawyer,
          title_mail: subject,
          type,
          consultation_title: 'Despido',
          consultation_type: 'Consulta inicial',
        },
        kit.demo.token,
      );
      expect(reply.body).toEqual({ status: 200, message: 'Correo enviado al Abogado' });
      expect(kit.lastMail()).toMatchObject({ kind: 'mail-to-lawyer', subject, body, data: { type } });
    },
  );

  const viaLink = () => ({
    client_name: 'Rodrigo Paz',
    lawyer_id: kit.fx.freeLawyer.id,
    title_mail: 'Nueva consulta a través de su link',
    type: 'consulta_via_link',
    consultation_title: 'Despido',
    consultation_type: 'Consulta inicial',
    email_justiciable: 'rodrigo@example.com',
  });

  it('mails for a public link consultation without a session', async () => {
    const reply = await kit.call('sendMailToLawyer', viaLink());
    expect(reply.body.status).toBe(200);
    expect(kit.lastMail()).toMatchObject({
      subject: 'Nueva consulta a través de su link',
      // No contact address: without a session there is no address of the caller's own.
      body: 'Rodrigo Paz le envió una consulta desde su link: "Despido" (Consulta inicial).',
    });
  });

  it("refuses a subject of the caller's own, and sends nothing", async () => {
    const sent = kit.emulator.context.outbox.list().length;
    const reply = await kit.call('sendMailToLawyer', {
      ...viaLink(),
      title_mail: 'Su cuenta fue suspendida: ingrese a https://banco-falso.example',
    });
    expect(reply.body).toEqual({
      status: 400,
      message:
        "El campo title_mail debe ser el asunto del tipo consulta_via_link: 'Nueva consulta a través de su link'",
    });
    expect(kit.emulator.context.outbox.list()).toHaveLength(sent);
  });

  it("puts the caller's values in the system's text as single plain lines, capped, with no link to click", async () => {
    const reply = await kit.call('sendMailToLawyer', {
      ...viaLink(),
      client_name: 'Soporte   Bcc: todos@example.com\u202Emoc.elgoog',
      consultation_title: `Urgente: verifique su cuenta en https://banco-falso.example/login o www.otro.example ${'x'.repeat(100)}`,
      consultation_type: 'Consulta inicial\u200B',
    });
    expect(reply.body.status).toBe(200);
    const { subject, body } = kit.lastMail() ?? { subject: '', body: '' };
    expect(subject).toBe('Nueva consulta a través de su link');
    expect(body).toMatch(
      /^Soporte Bcc: todos@example\[\.\]commoc\[\.\]elgoog le envió una consulta desde su link: "Urgente: verifique su cuenta en https\[:\]\/\/banco-falso\[\.\]example\/login o www\[\.\]otro\[\.\]example x+…" \(Consulta inicial\)\.$/u,
    );
    expect(body).not.toMatch(/[\p{Cc}\p{Cf}]|https?:\/\/|www\./u);
    // 120 characters of the caller's, before the brackets that unlink it.
    const title = /"(.*)"/u.exec(body)?.[1]?.replaceAll('[.]', '.').replaceAll('[:]', ':') ?? '';
    expect([...title]).toHaveLength(120);
  });

  it.each([
    ['client_name', 100],
    ['consultation_title', 200],
    ['consultation_type', 100],
  ])('caps %s at %i characters, and mails nothing over it', async (field, limit) => {
    const sent = kit.emulator.context.outbox.list().length;
    const reply = await kit.call('sendMailToLawyer', { ...viaLink(), [field]: 'x'.repeat(limit + 1) });
    expect(reply.body).toEqual({
      status: 400,
      message: `El campo ${field} debe tener como máximo ${limit} caracteres`,
    });
    expect(kit.emulator.context.outbox.list()).toHaveLength(sent);
  });

  it('refuses an unknown type', async () => {
    const reply = await kit.call(
      'sendMailToLawyer',
      { client_name: 'x', lawyer_id: 1, title_mail: 'x', type: 'spam' },
      kit.demo.token,
    );
    expect(reply.body).toEqual({
      status: 400,
      message:
        'El campo type debe ser uno de: nuevo_caso, consulta_via_link, invitacion_aceptada, reunion_reprogramada, reunion_cancelada',
    });
  });

  it("tells the lawyer of a meeting the client moved or cancelled, under the type's own subject", async () => {
    const moved = await kit.call(
      'sendMailToLawyer',
      {
        client_name: 'Lucía Fernández',
        lawyer_id: kit.fx.demoCase.lawyer,
        title_mail: 'Reunión reprogramada',
        type: 'reunion_reprogramada',
        consultation_title: 'Firma del convenio',
      },
      kit.demo.token,
    );
    expect(moved.body).toMatchObject({ status: 200 });
    const spoofed = await kit.call(
      'sendMailToLawyer',
      {
        client_name: 'Lucía Fernández',
        lawyer_id: kit.fx.demoCase.lawyer,
        title_mail: 'Nuevo caso',
        type: 'reunion_cancelada',
      },
      kit.demo.token,
    );
    expect(spoofed.body).toMatchObject({ status: 400 });
  });
});

describe('notifyTheLawyer', () => {
  it('mails the lawyer that the client wants to be in touch', async () => {
    const reply = await kit.call(
      'notifyTheLawyer',
      {
        id_justiciable: kit.demo.sub,
        id_lawyer: kit.fx.demoCase.lawyer,
        id_group: kit.fx.demoCase.group,
        client_name: 'Lucía Fernández',
      },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 200, message: 'Se notificó al Abogado' });
    expect(kit.lastMail()).toMatchObject({
      kind: 'mail-to-lawyer',
      to: lawyerEmail(kit.fx.demoCase.lawyer),
      subject: 'Un cliente quiere comunicarse con usted',
    });
  });

  it('caps client_name at 100 characters, and mails nothing over it', async () => {
    const sent = kit.emulator.context.outbox.list().length;
    const query = {
      id_justiciable: kit.demo.sub,
      id_lawyer: kit.fx.demoCase.lawyer,
      id_group: kit.fx.demoCase.group,
      client_name: 'L'.repeat(101),
    };
    expect((await kit.call('notifyTheLawyer', query, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'El campo client_name debe tener como máximo 100 caracteres',
    });
    expect(kit.emulator.context.outbox.list()).toHaveLength(sent);
  });

  it('refuses a lawyer outside the group, and another client id with 403', async () => {
    const query = {
      id_justiciable: kit.demo.sub,
      id_lawyer: kit.fx.demoCase.lawyer,
      id_group: kit.fx.otherCase.group,
      client_name: 'Lucía',
    };
    expect((await kit.call('notifyTheLawyer', query, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'No se encontró el abogado',
    });
    expect((await kit.call('notifyTheLawyer', { ...query, id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(
      403,
    );
  });
});
