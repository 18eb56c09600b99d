import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, type Row, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

async function requests(): Promise<Row[]> {
  return rowsOf(
    await kit.call('getRequestsToAbogado', { id_justiciable: kit.demo.sub, email: kit.demo.email }, kit.demo.token),
  );
}

async function myLawyers(): Promise<Row[]> {
  return rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.demo.sub }, kit.demo.token));
}

describe('listaAbogadosDirectorio', () => {
  it('lists the lawyers of enabled studies to a signed-in client, with specialities, services and media', async () => {
    const entries = rowsOf(await kit.call('listaAbogadosDirectorio', {}, kit.demo.token));
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.every((entry) => entry.fecha_baja === null)).toBe(true);
    expect(entries.map((entry) => entry.id)).not.toContain(kit.fx.disabledLawyer.id);
    for (const field of [
      'id',
      'id_grupo',
      'id_abogado_grupo',
      'descripcion',
      'fecha_alta',
      'nombre',
      'apellido',
      'nombre_estudio',
      'localidad',
      'provincia',
    ]) {
      expect(entries[0]).toHaveProperty(field);
    }
    const entry = entries[0] as Row & { especialidades: string[]; servicios: Row[]; medios: Row[] };
    expect(entry.especialidades.length).toBeGreaterThan(0);
    expect(entry.servicios[0]).toMatchObject({
      nombre: 'Consulta inicial',
      tipo_cobro: 'monto_unico',
      precio: expect.stringMatching(/^\d{1,3}(\.\d{3})+$/),
    });
    expect(entry.medios.map((medium) => medium.medio_comunicacion)).toEqual(
      expect.arrayContaining(['Presencial', 'Videollamada']),
    );
  });

  it('includes the hidden entries and the caller’s link with each group', async () => {
    const entries = rowsOf(await kit.call('listaAbogadosDirectorio', {}, kit.demo.token));
    expect(new Set(entries.map((entry) => entry.visible))).toEqual(new Set(['t', 'f']));
    expect(entries.find((entry) => entry.id === kit.fx.demoCase.lawyer)?.id_grupo_justiciable).toEqual(
      expect.any(Number),
    );
    expect(entries.some((entry) => entry.id_grupo_justiciable === null)).toBe(true);
  });

  it('needs a session (SPEC §6): HTTP 401 without a token', async () => {
    const reply = await kit.call('listaAbogadosDirectorio');
    expect(reply).toEqual({ http: 401, body: { status: 401, message: 'El usuario no está autenticado' } });
  });
});

describe('sendRequestToAbogado and getRequestsToAbogado', () => {
  it('lists the seeded requests in every state, with the link they produced', async () => {
    const seeded = await requests();
    expect(new Set(seeded.map((request) => request.estado))).toEqual(new Set(['pendiente', 'aceptada', 'rechazada']));
    expect(seeded.find((request) => request.estado === 'pendiente')).toMatchObject({ leido: 'f', id_contacto: null });
    const accepted = seeded.filter((request) => request.estado === 'aceptada');
    expect(
      accepted.some(
        (request) => request.fecha_baja_contacto === null && request.id_justiciable_contacto === kit.demo.sub,
      ),
    ).toBe(true);
    expect(accepted.some((request) => request.fecha_baja_contacto !== null)).toBe(true);
  });

  it('sends a pending request once', async () => {
    const { freeLawyer } = kit.fx;
    const query = {
      id_abogado: freeLawyer.id,
      id_justiciable: kit.demo.sub,
      username_justiciable: 'Lucía Fernández',
      id_grupo: freeLawyer.group,
      email_justiciable: kit.demo.email,
      phone_justiciable: '+5493515550100',
    };
    const reply = await kit.call('sendRequestToAbogado', query, kit.demo.token);
    expect(reply.body).toMatchObject({ status: 200, message: 'Solicitud enviada correctamente' });
    expect((await requests())[0]).toMatchObject({
      id_abogado: freeLawyer.id,
      estado: 'pendiente',
      leido: 'f',
      telefono: '+5493515550100',
    });
    expect(kit.lastMail()).toMatchObject({ kind: 'mail-to-lawyer', subject: 'Nueva solicitud de contacto' });
    expect((await kit.call('sendRequestToAbogado', query, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'Ya tiene una solicitud pendiente con este Abogado',
    });
  });

  it('refuses a lawyer of a disabled study, one outside the group, and one already linked', async () => {
    const { disabledLawyer, demoCase, freeLawyer } = kit.fx;
    const base = { id_justiciable: kit.demo.sub, username_justiciable: 'Lucía', email_justiciable: kit.demo.email };
    const send = (lawyer: number, group: number) =>
      kit.call('sendRequestToAbogado', { ...base, id_abogado: lawyer, id_grupo: group }, kit.demo.token);
    expect((await send(disabledLawyer.id, disabledLawyer.group)).body).toEqual({
      status: 400,
      message: 'El Estudio no está disponible',
    });
    expect((await send(demoCase.lawyer, freeLawyer.group)).body).toEqual({
      status: 400,
      message: 'No se encontró el abogado',
    });
    expect((await send(demoCase.lawyer, demoCase.group)).body).toEqual({
      status: 400,
      message: 'Ya está vinculado con este Abogado',
    });
  });

  it.each([
    ['username_justiciable', 100],
    ['phone_justiciable', 20],
    ['email_justiciable', 254],
  ])('caps %s at %i characters: one more is refused naming the field, and nothing changes', async (field, limit) => {
    const { freeLawyer } = kit.fx;
    const before = kit.snapshot();
    const tooLong = field === 'email_justiciable' ? `${'a'.repeat(limit - 11)}@example.com` : '1'.repeat(limit + 1);
    const reply = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: freeLawyer.id,
        id_justiciable: kit.demo.sub,
        username_justiciable: 'Lucía',
        id_grupo: freeLawyer.group,
        email_justiciable: kit.demo.email,
        [field]: tooLong,
      },
      kit.demo.token,
    );
    expect(reply.body).toEqual({
      status: 400,
      message: `El campo ${field} debe tener como máximo ${limit} caracteres`,
    });
    expect(kit.snapshot()).toBe(before);
  });

  it("refuses to read or write another client's requests with 403", async () => {
    const before = kit.snapshot();
    expect(
      (
        await kit.call(
          'getRequestsToAbogado',
          { id_justiciable: kit.other.sub, email: kit.other.email },
          kit.demo.token,
        )
      ).http,
    ).toBe(403);
    expect(
      (await kit.call('getRequestsToAbogado', { id_justiciable: kit.demo.sub, email: kit.other.email }, kit.demo.token))
        .http,
    ).toBe(403);
    const asOther = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: kit.fx.freeLawyer.id,
        id_justiciable: kit.other.sub,
        username_justiciable: 'x',
        id_grupo: kit.fx.freeLawyer.group,
        email_justiciable: kit.other.email,
      },
      kit.demo.token,
    );
    expect(asOther.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });
});

describe('checkPendingInvitation', () => {
  it('answers 201 when the lawyer’s study invited the caller', async () => {
    const reply = await kit.call(
      'checkPendingInvitation',
      { id_lawyer: kit.fx.demoInvitation.lawyer, email: kit.demo.email },
      kit.demo.token,
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      status: 201,
      message: 'Tiene una invitación pendiente de este Estudio',
      datos: { id_invitacion: kit.fx.demoInvitation.id },
    });
  });

  it('answers 200 without one', async () => {
    const reply = await kit.call(
      'checkPendingInvitation',
      { id_lawyer: kit.fx.freeLawyer.id, email: kit.demo.email },
      kit.demo.token,
    );
    expect(reply.body).toEqual({
      status: 200,
      message: 'No tiene invitaciones pendientes de este Estudio',
      datos: null,
    });
  });

  it("refuses to look up another client's e-mail with 403", async () => {
    const reply = await kit.call(
      'checkPendingInvitation',
      { id_lawyer: kit.fx.otherInvitation.lawyer, email: kit.other.email },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
  });
});

describe('listaMisAbogados and unlinkLawyer', () => {
  it('lists the lawyers the caller is linked with and their cases together', async () => {
    const lawyers = await myLawyers();
    const labour = lawyers.find((lawyer) => lawyer.id_abogado === kit.fx.demoCase.lawyer) as Row & {
      asuntos: Row[];
      especialidades: string[];
    };
    expect(labour).toMatchObject({
      id_grupo: kit.fx.demoCase.group,
      habilitado: 't',
      id_abogado_grupo: expect.any(Number),
    });
    expect(labour.asuntos).toContainEqual(
      expect.objectContaining({ id: kit.fx.demoCase.id, case: 'Despido sin causa - Metalúrgica Río Segundo S.A.' }),
    );
    expect(labour.especialidades.length).toBeGreaterThan(0);
    expect(lawyers.find((lawyer) => lawyer.id_abogado === kit.fx.disabledLawyer.id)).toMatchObject({ habilitado: 'f' });
    expect(lawyers.map((lawyer) => lawyer.id_abogado)).not.toContain(kit.fx.demoPendingCase.lawyer);
    expect(lawyers.map((lawyer) => lawyer.id_abogado)).not.toContain(kit.fx.otherCase.lawyer);
  });

  it('unlinks a lawyer once', async () => {
    const query = { id_justiciable: kit.demo.sub, id_lawyer: kit.fx.demoCase.lawyer };
    expect((await kit.call('unlinkLawyer', query, kit.demo.token)).body).toEqual({
      status: 200,
      message: 'Abogado desvinculado correctamente',
    });
    expect((await myLawyers()).map((lawyer) => lawyer.id_abogado)).not.toContain(kit.fx.demoCase.lawyer);
    expect((await kit.call('unlinkLawyer', query, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'No se encontró el abogado vinculado',
    });
  });

  it("answers a lawyer the caller was never linked with, or one that does not exist, with 'No se encontró …'", async () => {
    const before = kit.snapshot();
    const never = await kit.call(
      'unlinkLawyer',
      { id_justiciable: kit.demo.sub, id_lawyer: kit.fx.otherCase.lawyer },
      kit.demo.token,
    );
    expect(never).toEqual({ http: 200, body: { status: 400, message: 'No se encontró el abogado vinculado' } });
    const unknown = await kit.call(
      'unlinkLawyer',
      { id_justiciable: kit.demo.sub, id_lawyer: 999_999 },
      kit.demo.token,
    );
    expect(unknown.body).toEqual({ status: 400, message: 'No se encontró el abogado' });
    expect(kit.snapshot()).toBe(before);
  });

  it("refuses another client's lawyers with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    expect((await kit.call('listaMisAbogados', { id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(403);
    expect(
      (
        await kit.call(
          'unlinkLawyer',
          { id_justiciable: kit.other.sub, id_lawyer: kit.fx.otherCase.lawyer },
          kit.demo.token,
        )
      ).http,
    ).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });
});
