import { createPortal, type ExportProgress } from '@justiciable/core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCloud, freshCloud, type Cloud } from './testing/emulator-cloud';
import { orThrow } from './testing/seed-discovery';

/*
 * "Descargar mis datos" end to end below the UI: core's exportMyData over the real adapters,
 * against an emulator with the demo seed (packages/emulator/docs/data.md, "Seed"). The archive is
 * opened with fflate, a reader we did not write, and every area is checked against the seed and
 * against the legacy API's own answers read raw.
 */

afterAll(closeCloud);

/** The demo client's seeded cases; the second client's are 'Desalojo de local comercial…' and 'Aumento de cuota alimentaria'. */
const SEEDED_CASES = [
  'Choque en Av. Circunvalación',
  'Cobro de alquileres adeudados',
  'Despido sin causa - Metalúrgica Río Segundo S.A.',
  'Divorcio de común acuerdo',
  'Reajuste de haberes de mi padre',
  'Reclamo a la prepaga por cobertura de cirugía',
  'Sucesión de Rosa Quiroga',
];

interface ExportedCase {
  readonly id: string;
  readonly case: string;
  readonly movimientos: readonly unknown[];
  readonly comentarios: readonly unknown[];
  readonly documentos: readonly { readonly name: string; readonly archivo: string }[];
}

/** `datos` of a raw legacy API answer: a list, or an object of entries (listaAgendas, SPEC §7). */
async function rawRows(cloud: Cloud, action: string, query: Readonly<Record<string, string>>): Promise<unknown[]> {
  const answer = (await cloud.legacyRead(action, query)) as { datos?: unknown };
  const { datos } = answer;
  if (Array.isArray(datos)) return datos;
  if (typeof datos === 'object' && datos !== null) return Object.values(datos);
  throw new Error(`${action} answered no datos: ${JSON.stringify(answer).slice(0, 200)}`);
}

describe('exportMyData over the real adapters, against the demo seed', () => {
  it('unzips into every area of the demo client, as seeded, and nothing of the other client', async () => {
    const cloud = await freshCloud();
    const portal = createPortal(cloud.ports);
    await cloud.signInAs(cloud.demo);
    const { client } = orThrow(await portal.loadSession(), 'load the session');
    const progress: ExportProgress[] = [];
    const archive = orThrow(
      await portal.exportMyData({ client, onProgress: (step) => progress.push(step) }),
      'export the data',
    );

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    expect(archive.fileName).toBe(`mis-datos-justiciable-${today}.zip`);
    expect(progress.at(-1)).toEqual({
      done: 8 + 2 * SEEDED_CASES.length,
      total: 8 + 2 * SEEDED_CASES.length,
      part: 'el archivo ZIP',
    });

    const files = unzipSync(archive.bytes);
    const text = (name: string) => strFromU8(files[name] ?? expect.unreachable(`the archive has no ${name}`));
    const json = (name: string): unknown => JSON.parse(text(name));

    // The account: the emulator's "Seed accounts" table (docs/data.md).
    expect(json('perfil.json')).toMatchObject({
      id: client.id,
      name: 'Lucía Fernández',
      email: cloud.demo.email,
      celphone: '+5493515550100',
    });
    expect(json('facturacion.json')).toMatchObject({ taxId: 27314567892, condition: 'Consumidor Final' });
    expect(json('ubicacion.json')).toMatchObject({ region: 'Córdoba' });

    // The cases, each with as many movements and comments as listaMovimientos sends.
    const cases = json('asuntos.json') as ExportedCase[];
    expect(cases.map((kase) => kase.case).sort()).toEqual(SEEDED_CASES);
    for (const kase of cases) {
      const raw = (await cloud.legacyRead('listaMovimientos', { id_asunto: kase.id })) as {
        datos: unknown[];
        comentarios: unknown[];
      };
      expect(kase.movimientos, kase.case).toHaveLength(raw.datos.length);
      expect(kase.comentarios, kase.case).toHaveLength(raw.comentarios.length);
    }
    expect(cases.reduce((sum, kase) => sum + kase.comentarios.length, 0)).toBeGreaterThan(0);

    // The documents themselves, byte for byte as stored: a text the seed wrote, and PDFs.
    const prepaga = cases.find((kase) => kase.case.startsWith('Reclamo a la prepaga'))!;
    expect(prepaga.documentos.map((document) => document.name).sort()).toEqual([
      'detalle-del-reclamo.txt',
      'historia-clinica.txt',
      'poder-general-judicial.pdf',
    ]);
    const detail = prepaga.documentos.find((document) => document.name === 'detalle-del-reclamo.txt')!;
    expect(detail.archivo).toBe('documentos/Reclamo a la prepaga por cobertura de cirugía/detalle-del-reclamo.txt');
    expect(text(detail.archivo)).toBe(
      'Detalle del reclamo\n\n- Orden médica del 12/03: artroscopía de rodilla derecha.\n- Rechazo de la prepaga por "preexistencia".\n- Carta documento enviada sin respuesta.\n',
    );
    const despido = cases.find((kase) => kase.case.startsWith('Despido sin causa'))!;
    const telegram = despido.documentos.find((document) => document.name === 'telegrama-de-despido.pdf')!;
    // The folder drops the name's final dot, which Windows would.
    expect(telegram.archivo).toBe(
      'documentos/Despido sin causa - Metalúrgica Río Segundo S.A/telegrama-de-despido.pdf',
    );
    expect(text(telegram.archivo).startsWith('%PDF-')).toBe(true);
    const documentPaths = Object.keys(files).filter((name) => name.startsWith('documentos/'));
    expect(documentPaths.sort()).toEqual(
      cases.flatMap((kase) => kase.documentos.map((document) => document.archivo)).sort(),
    );

    // The other areas, as many as the legacy API lists.
    const id = { id_justiciable: client.id };
    expect(json('agenda.json')).toHaveLength((await rawRows(cloud, 'listaAgendas', id)).length);
    expect(json('notificaciones.json')).toHaveLength(
      (await rawRows(cloud, 'getNotifications', { ...id, email_justiciable: client.email })).length,
    );
    expect(json('solicitudes-de-contacto.json')).toHaveLength(
      (await rawRows(cloud, 'getRequestsToAbogado', { ...id, email: client.email })).length,
    );
    expect(json('mis-abogados.json')).toHaveLength((await rawRows(cloud, 'listaMisAbogados', id)).length);
    expect((json('agenda.json') as unknown[]).length).toBeGreaterThan(1);
    expect(
      (json('solicitudes-de-contacto.json') as { estado: string }[]).map((request) => request.estado).sort(),
    ).toEqual(['aceptada', 'aceptada', 'pendiente', 'rechazada']);
    // Only the pending invitation is announced by a notification in the seed.
    expect(json('invitaciones.json')).toMatchObject([{ estado: 'pendiente', email: cloud.demo.email }]);

    expect(text('LEEME.txt')).toContain(`- asuntos.json: sus asuntos (${SEEDED_CASES.length})`);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const foreign of [
      cloud.other.email,
      'Desalojo de local comercial',
      'Aumento de cuota alimentaria',
      'Martín Ocampo',
      'link_token',
      'token_invitacion',
    ]) {
      expect(everything).not.toContain(foreign);
    }
  }, 120_000);
});
