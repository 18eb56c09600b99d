import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import type { SignedInClient } from '../identity/signed-in-client';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { bytesToBase64 } from '../shared/base64';
import { expectOk } from '../testing/contract-expectations';
import { aContactRequest, aMyLawyer } from '../testing/directory-builders';
import { aCase } from '../testing/case-builders';
import { aDocument } from '../testing/document-builders';
import { aNotification } from '../testing/notification-builders';
import type { InMemoryPorts } from '../testing/create-in-memory-ports';
import type { Result } from '../shared/result';
import { makeExportMyData, type ExportArchive, type ExportProgress } from './export-my-data';
import type { ExportFailure } from './export-parts';

/**
 * María's demo world, with something in every area: a notification naming the studio's
 * invitation, a contact request, a second lawyer, a file request (whose link token must stay
 * out), two documents of the same name and a case whose name is no safe folder name.
 */
function anExportableWorld() {
  const portal = aSignedInPortal();
  const { world } = portal.ports;
  const { demo, client } = portal;
  world.addNotification(
    aNotification({
      id: '2212',
      tipo: 'invitacion',
      id_caso: null,
      id_invitacion: demo.pendingInvitationId,
      token_invitacion: world.invitationTokens.get(demo.pendingInvitationId)!,
    }),
    { clientId: client.id },
  );
  world.addContactRequest(aContactRequest({ id: '403', id_abogado: demo.otherLawyerId }), { clientId: client.id });
  world.linkLawyer(
    client.id,
    aMyLawyer({
      id_abogado: demo.otherLawyerId,
      id_grupo: demo.otherLawyerGroupId,
      abogadoEstudio: { title: 'Dr. Martín Sosa' },
    }),
  );
  const request = world.newMovement(demo.caseId, { id_tipo: 2, descripcion_movimiento: 'Adjuntar el DNI' });
  world.movements.set(request.id_movimiento, request);
  world.addDocument(
    aDocument({ id: '31/1024/otra-acta.pdf', name: 'Acta de matrimonio.pdf', size: 5 }),
    bytesToBase64(Uint8Array.from([1, 2, 3, 4, 5])),
  );
  world.addCase(aCase({ id: '1030', case: '../Sucesión: "papá"', fecha: '2025-03-01T10:00:00.000Z' }), {
    ownerId: client.id,
  });
  world.addDocument(
    aDocument({ id: '31/1030/testamento.pdf', case_id: '1030', name: 'testamento.pdf', size: 3 }),
    bytesToBase64(Uint8Array.from([7, 8, 9])),
  );
  return { ...portal, request };
}

function unzip(archive: ExportArchive) {
  const files = unzipSync(archive.bytes);
  const json = (name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array()));
  return { files, json, text: (name: string) => strFromU8(files[name] ?? new Uint8Array()) };
}

async function exportOf(ports: InMemoryPorts, client: SignedInClient) {
  const progress: ExportProgress[] = [];
  const result = await makeExportMyData(ports)({ client, onProgress: (step) => progress.push(step) });
  return { result, progress };
}

function expectExportFailure(result: Result<ExportArchive, ExportFailure>): ExportFailure {
  if (result.ok) return expect.unreachable('expected the export to fail, it delivered an archive');
  return result.error;
}

describe('exportMyData', () => {
  it('puts every area of the client in one ZIP, as the ports answer it, with a README in Spanish', async () => {
    const { ports, client, demo } = anExportableWorld();
    const archive = expectOk(await makeExportMyData(ports)({ client }));
    expect(archive).toMatchObject({ fileName: 'mis-datos-justiciable-2025-03-10.zip', mediaType: 'application/zip' });
    const { files, json, text } = unzip(archive);

    expect(Object.keys(files)).toEqual([
      'LEEME.txt',
      'perfil.json',
      'facturacion.json',
      'ubicacion.json',
      'asuntos.json',
      'agenda.json',
      'notificaciones.json',
      'solicitudes-de-contacto.json',
      'invitaciones.json',
      'mis-abogados.json',
      'documentos/-Sucesión- -papá-/testamento.pdf',
      'documentos/Divorcio de mutuo acuerdo/Acta de matrimonio.pdf',
      'documentos/Divorcio de mutuo acuerdo/Acta de matrimonio (2).pdf',
    ]);
    const record = ports.world.users.get(client.id);
    expect(json('perfil.json')).toEqual(record);
    expect(json('facturacion.json')).toEqual(ports.world.billings.get(record!.userBillingInfoId!));
    expect(json('ubicacion.json')).toEqual(ports.world.locations.get(record!.userLocationId!));

    const cases = json('asuntos.json') as {
      id: string;
      case: string;
      movimientos: { id_movimiento: string }[];
      comentarios: { id_movimiento: string }[];
      documentos: { archivo: string }[];
    }[];
    expect(cases.map((kase) => kase.case)).toEqual([
      '../Sucesión: "papá"',
      'Divorcio de mutuo acuerdo',
      'Reclamo por cuota alimentaria',
    ]);
    const divorce = cases.find((kase) => kase.id === demo.caseId)!;
    expect(divorce.movimientos.map((movement) => movement.id_movimiento)).toContain(demo.movementId);
    expect(divorce.comentarios.map((comment) => comment.id_movimiento)).toEqual([demo.movementId]);
    expect(divorce.documentos.map((document) => document.archivo)).toEqual([
      'documentos/Divorcio de mutuo acuerdo/Acta de matrimonio.pdf',
      'documentos/Divorcio de mutuo acuerdo/Acta de matrimonio (2).pdf',
    ]);
    expect(
      cases
        .find((kase) => kase.id === demo.pendingPaymentCaseId)
        ?.movimientos.map((movement) => movement.id_movimiento),
    ).toEqual([demo.paymentMovementId]);
    expect(files['documentos/Divorcio de mutuo acuerdo/Acta de matrimonio (2).pdf']).toEqual(
      Uint8Array.from([1, 2, 3, 4, 5]),
    );
    expect(files['documentos/-Sucesión- -papá-/testamento.pdf']).toEqual(Uint8Array.from([7, 8, 9]));

    expect((json('agenda.json') as { id: string }[]).map((entry) => entry.id)).toEqual([demo.calendarEntryId]);
    expect((json('notificaciones.json') as { id: string }[]).map((notification) => notification.id).sort()).toEqual([
      demo.notificationId,
      '2212',
    ]);
    const requests = expectOk(await ports.contactRequests.listRequests(client.id, client.email));
    expect(json('solicitudes-de-contacto.json')).toEqual(requests);
    expect(requests.map((request) => request.id)).toContain('403');
    expect(json('invitaciones.json')).toMatchObject([
      { id: demo.pendingInvitationId, nombre_estudio: 'Estudio Sosa', estado: 'pendiente' },
    ]);
    expect((json('mis-abogados.json') as { id_abogado: string }[]).map((lawyer) => lawyer.id_abogado)).toEqual([
      demo.linkedLawyerId,
      demo.otherLawyerId,
    ]);

    const readme = text('LEEME.txt');
    expect(readme).toContain('el 10/3/2025 a las 10:00 (hora de Argentina)');
    expect(readme).toContain('Ley 25.326');
    for (const name of [
      'perfil.json',
      'facturacion.json',
      'ubicacion.json',
      'agenda.json',
      'notificaciones.json',
      'solicitudes-de-contacto.json',
      'invitaciones.json',
      'mis-abogados.json',
      'documentos/',
    ]) {
      expect(readme).toContain(`- ${name}: `);
    }
    expect(readme).toContain(
      '- asuntos.json: sus asuntos (3), cada uno con sus movimientos (3 en total), los comentarios sobre ellos (1)',
    );
    expect(readme).toContain('- documentos/: los documentos de sus asuntos (3)');
    expect(readme).toContain('- agenda.json: las entradas de su agenda (1)');
  });

  it("holds nothing of another client's, nor the link tokens that let others answer a request", async () => {
    const { ports, client, demo, request } = anExportableWorld();
    const { files } = unzip(expectOk(await makeExportMyData(ports)({ client })));
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(demo.otherClient.userId);
    expect(everything).not.toContain(demo.otherClientCaseId);
    expect(everything).not.toContain('Jorge');
    expect(request.link_token).not.toBeNull();
    expect(everything).not.toContain(request.link_token);
    expect(everything).not.toContain('link_token');
    expect(everything).not.toContain('token_invitacion');
  });

  it('pretty-prints the JSON, so a person can read it', async () => {
    const { ports, client } = anExportableWorld();
    const { text } = unzip(expectOk(await makeExportMyData(ports)({ client })));
    expect(text('perfil.json')).toMatch(/^\{\n {2}"id": "[^"]+",\n {2}"name": "María Fernández",\n/);
    expect(text('perfil.json').endsWith('}\n')).toBe(true);
  });

  it("dates the file by Argentina's calendar, not UTC's", async () => {
    const { ports, client } = anExportableWorld();
    ports.clock.setTo('2025-03-11T02:30:00Z');
    const archive = expectOk(await makeExportMyData(ports)({ client }));
    expect(archive.fileName).toBe('mis-datos-justiciable-2025-03-10.zip');
    expect(unzip(archive).text('LEEME.txt')).toContain('el 10/3/2025 a las 23:30 (hora de Argentina)');
  });

  it('reports progress that only grows, names each part in Spanish, and ends at 100 % with the archive', async () => {
    const { ports, client } = anExportableWorld();
    const { result, progress } = await exportOf(ports, client);
    expectOk(result);
    const shares = progress.map((step) => step.done / step.total);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ done: 8 + 2 * 3, total: 8 + 2 * 3, part: 'el archivo ZIP' });
    expect(progress[0]).toMatchObject({ done: 0, part: 'los asuntos' });
    expect(new Set(progress.map((step) => step.part))).toEqual(
      new Set([
        'los asuntos',
        'los datos de su cuenta',
        'la agenda',
        'las notificaciones',
        'las invitaciones',
        'las solicitudes de contacto',
        'sus abogados',
        'los movimientos del asunto «Divorcio de mutuo acuerdo»',
        'los documentos del asunto «Divorcio de mutuo acuerdo»',
        'los movimientos del asunto «Reclamo por cuota alimentaria»',
        'los documentos del asunto «Reclamo por cuota alimentaria»',
        'los movimientos del asunto «../Sucesión: "papá"»',
        'los documentos del asunto «../Sucesión: "papá"»',
        'el archivo ZIP',
      ]),
    );
  });

  const timeout = portalError.unavailable('timeout');
  it.each<[string, (ports: InMemoryPorts, error: PortalError) => void, string, string]>([
    ['the cases', (ports, error) => ports.cases.failNext('listCases', error), 'los asuntos', errorMessages.cases],
    [
      'the account',
      (ports, error) => ports.accounts.failNext('getUser', error),
      'los datos de su cuenta',
      errorMessages.loadUser,
    ],
    [
      'the agenda',
      (ports, error) => ports.calendar.failNext('listForClient', error),
      'la agenda',
      errorMessages.calendar,
    ],
    [
      'the notifications',
      (ports, error) => ports.notifications.failNext('list', error),
      'las notificaciones',
      errorMessages.notifications,
    ],
    [
      'an invitation',
      (ports, error) => ports.invitations.failNext('find', error),
      'las invitaciones',
      errorMessages.findInvitation,
    ],
    [
      'the contact requests',
      (ports, error) => ports.contactRequests.failNext('listRequests', error),
      'las solicitudes de contacto',
      errorMessages.contactRequests,
    ],
    ['the lawyers', (ports, error) => ports.myLawyers.failNext('list', error), 'sus abogados', errorMessages.myLawyers],
    [
      'a case’s movements',
      (ports, error) => ports.cases.failNext('listMovements', error, { skipCalls: 1 }),
      'los movimientos del asunto «Divorcio de mutuo acuerdo»',
      errorMessages.movements,
    ],
    [
      'a case’s documents',
      (ports, error) => ports.documents.failNext('listByCase', error, { skipCalls: 1 }),
      'los documentos del asunto «Divorcio de mutuo acuerdo»',
      errorMessages.documents,
    ],
    [
      'a document’s bytes',
      (ports, error) => ports.files.failNext('downloadBytes', error, { skipCalls: 1 }),
      'los documentos del asunto «Divorcio de mutuo acuerdo»',
      errorMessages.downloadFile,
    ],
  ])(
    'fails as a whole when %s cannot be read, naming that part with the catalogue’s text, and gives no archive',
    async (_area, breakIt, part, message) => {
      const { ports, client } = anExportableWorld();
      breakIt(ports, portalError.rejected(400, errorMessages.unexpectedResponse, 'the service refused'));
      const { result, progress } = await exportOf(ports, client);
      expect(expectExportFailure(result)).toMatchObject({ kind: 'rejected', part, message });
      expect(progress.at(-1)!.done).toBeLessThan(progress.at(-1)!.total);
    },
  );

  it('keeps the transport’s own text for a timeout, which says what to do', async () => {
    const { ports, client } = anExportableWorld();
    ports.calendar.failNext('listForClient', timeout);
    expect(expectExportFailure((await exportOf(ports, client)).result)).toMatchObject({
      kind: 'unavailable',
      part: 'la agenda',
      message: errorMessages.calendar,
    });
  });

  it('starts no other part once one has failed', async () => {
    const { ports, client } = anExportableWorld();
    ports.accounts.failNext('getUser', timeout);
    expectExportFailure((await exportOf(ports, client)).result);
    expect(ports.cases.callsOf('listMovements')).toBe(0);
    expect(ports.files.callsOf('downloadBytes')).toBe(0);
  });

  it('delivers the whole archive when called again after a failure', async () => {
    const { ports, client } = anExportableWorld();
    ports.files.failNext('downloadBytes', timeout);
    expectExportFailure((await exportOf(ports, client)).result);

    const { result, progress } = await exportOf(ports, client);
    const { files } = unzip(expectOk(result));
    expect(Object.keys(files).filter((name) => name.startsWith('documentos/'))).toHaveLength(3);
    expect(progress.at(-1)).toMatchObject({ done: 14, total: 14 });
  });

  it('exports a new client with no cases, billing or location: empty lists and null', async () => {
    const { ports } = aSignedInPortal();
    const newcomer = ports.world.addClient({
      userId: 'a7e0c1d2-5b6f-4e8a-9c0d-1e2f3a4b5c6d',
      name: 'Ana Pérez',
      email: 'ana.perez@example.com',
    });
    ports.world.signInAs(newcomer.userId);
    const archive = expectOk(
      await makeExportMyData(ports)({
        client: { id: newcomer.userId, name: 'Ana Pérez', email: newcomer.email, phone: newcomer.phone },
      }),
    );
    const { files, json, text } = unzip(archive);
    expect(Object.keys(files).some((name) => name.startsWith('documentos/'))).toBe(false);
    expect(json('asuntos.json')).toEqual([]);
    expect(json('facturacion.json')).toBeNull();
    expect(json('ubicacion.json')).toBeNull();
    expect(text('LEEME.txt')).toContain('- asuntos.json: sus asuntos (0)');
  });
});
