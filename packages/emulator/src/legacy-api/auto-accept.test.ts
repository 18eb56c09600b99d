import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAutoAcceptance } from './auto-accept';
import { type LegacyKit, rowOf, rowsOf, startLegacyKit } from './test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  // The emulated lawyers accept almost at once; the tests wait on the state, not on the clock.
  kit = await startLegacyKit({ autoAcceptMs: 25 });
});

afterAll(async () => {
  await kit.close();
});

const settled = { timeout: 5000, interval: 20 };

describe('the emulated lawyers', () => {
  it('accept a consultation: the case turns Activo, the client is notified and linked', async () => {
    const { freeLawyer } = kit.fx;
    const reply = await kit.call(
      'nuevaConsulta',
      { id_justiciable: kit.demo.sub, id_lawyer: freeLawyer.id, title_consulta: 'Consulta por horas extra' },
      kit.demo.token,
    );
    const caseId = Number(reply.body.id_case);
    await vi.waitFor(async () => {
      const accepted = rowOf(await kit.call('getSpecificCase', { id_case: caseId }, kit.demo.token));
      expect(accepted).toMatchObject({ estado: 'Activo', consulta_aceptada: 't' });
    }, settled);
    const notifications = rowsOf(
      await kit.call(
        'getNotifications',
        { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
        kit.demo.token,
      ),
    );
    expect(notifications[0]).toMatchObject({
      tipo: 'consulta_aceptada',
      titulo: 'Consulta aceptada',
      id_caso: caseId,
      leido: 'f',
    });
    const movements = rowsOf(await kit.call('listaMovimientos', { id_asunto: caseId }, kit.demo.token));
    expect(movements[0]).toMatchObject({ id_tipo: 5, descripcion_movimiento: 'Consulta aceptada', origen: 'abogado' });
    const lawyers = rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.demo.sub }, kit.demo.token));
    expect(lawyers.find((lawyer) => lawyer.id_contacto === reply.body.idContactAse)).toMatchObject({
      id_abogado: freeLawyer.id,
    });
    expect(kit.lastMail()).toMatchObject({ kind: 'notification', to: kit.demo.email, subject: 'Consulta aceptada' });
  });

  it('accept a contact request, which links the client', async () => {
    const { freeLawyer } = kit.fx;
    const sent = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: freeLawyer.id,
        id_justiciable: kit.other.sub,
        username_justiciable: 'Martín Ocampo',
        id_grupo: freeLawyer.group,
        email_justiciable: kit.other.email,
      },
      kit.other.token,
    );
    expect(sent.body.status).toBe(200);
    await vi.waitFor(async () => {
      const requests = rowsOf(
        await kit.call(
          'getRequestsToAbogado',
          { id_justiciable: kit.other.sub, email: kit.other.email },
          kit.other.token,
        ),
      );
      expect(requests[0]).toMatchObject({
        id_abogado: freeLawyer.id,
        estado: 'aceptada',
        leido: 't',
        fecha_baja_contacto: null,
        id_justiciable_contacto: kit.other.sub,
      });
    }, settled);
    const lawyers = rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.other.sub }, kit.other.token));
    expect(lawyers.map((lawyer) => lawyer.id_abogado)).toContain(freeLawyer.id);
  });

  it('leave the seeded pending consultation alone', () => {
    expect(
      kit.db.prepare('SELECT estado, aceptar_en FROM casos WHERE id_caso = ?').get(kit.fx.demoPendingCase.id),
    ).toEqual({
      estado: 'Pendiente',
      aceptar_en: null,
    });
  });

  it('accept on start what fell due while the emulator was stopped', () => {
    const caseId = kit.fx.demoPendingCase.id;
    kit.db.prepare('UPDATE casos SET aceptar_en = ? WHERE id_caso = ?').run(Date.now() - 1000, caseId);
    const acceptance = startAutoAcceptance(kit.emulator.context);
    acceptance.close();
    expect(
      kit.db.prepare('SELECT estado, consulta_aceptada, aceptar_en FROM casos WHERE id_caso = ?').get(caseId),
    ).toEqual({
      estado: 'Activo',
      consulta_aceptada: 1,
      aceptar_en: null,
    });
  });
});
