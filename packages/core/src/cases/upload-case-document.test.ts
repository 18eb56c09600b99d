import { describe, expect, it } from 'vitest';
import { createPortal } from '../create-portal';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { aSignedInPortal } from '../portal-fixture';
import type { PortalPorts } from '../portal-ports';
import { portalError } from '../shared/portal-error';
import { textLimits } from '../shared/text-limits';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { MOVEMENT_TYPE } from './movement';
import { documentSentTitle, makeUploadCaseDocument } from './upload-case-document';

const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const recibo = { name: 'recibo.pdf', bytes: bytesOf('%PDF-1.4 recibo') };
const classification = { type: 'Recibo de sueldo', category: 'Documentación laboral' };

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo, client } = fixture;
  const upload = { client, caseId: demo.caseId, groupId: demo.linkedLawyerGroupId, file: recibo, classification };
  const announcements = () =>
    [...ports.world.movements.values()].filter(
      (movement) => movement.id_case === demo.caseId && movement.id_tipo === MOVEMENT_TYPE.attachment,
    );
  const storedFiles = () =>
    [...ports.world.files.values()].filter((file) =>
      file.key.startsWith(`${demo.linkedLawyerGroupId}/${demo.caseId}/`),
    );
  return { ...fixture, upload, announcements, storedFiles, uploadCaseDocument: makeUploadCaseDocument(ports) };
}

describe('uploadCaseDocument', () => {
  it("tells the lawyer with an 'Archivo adjunto' movement 'Documento enviado: <name>', stores the file filed as chosen and links it to the movement", async () => {
    const { ports, client, upload, announcements, storedFiles, uploadCaseDocument } = setUp();
    const filesBefore = storedFiles().length;

    const sent = expectOk(await uploadCaseDocument(upload));

    const [movement] = announcements();
    expect(announcements()).toHaveLength(1);
    expect(movement).toMatchObject({
      descripcion_movimiento: 'Documento enviado: recibo.pdf',
      id_justiciable: client.id,
      link_archivo: sent.key,
    });
    expect(sent).toEqual({
      key: expect.any(String),
      fileName: expect.any(String),
      movementId: movement?.id_movimiento,
    });
    expect(storedFiles()).toHaveLength(filesBefore + 1);
    expect(ports.world.files.get(sent.key)).toMatchObject({ fileName: 'recibo.pdf', classification });
  });

  it("refuses a file over 10 MB with 'El archivo supera el máximo de 10 MB' before announcing or storing anything", async () => {
    const { ports, upload, uploadCaseDocument } = setUp();
    const error = expectFailure(
      await uploadCaseDocument({
        ...upload,
        file: { name: 'escaneo.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) },
      }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'file', message: 'El archivo supera el máximo de 10 MB' });
    expect([ports.cases.callsOf('addMovement'), ports.files.callsOf('upload')]).toEqual([0, 0]);
  });

  it("answers 'Error al intentar agregar nuevo movimiento' when the movement cannot be added, storing nothing; sending again starts over", async () => {
    const { ports, upload, announcements, storedFiles, uploadCaseDocument } = setUp();
    const filesBefore = storedFiles().length;
    ports.cases.failNext('addMovement', portalError.unavailable('network'));

    expect(expectFailure(await uploadCaseDocument(upload), 'unavailable').message).toBe(
      'Error al intentar agregar nuevo movimiento',
    );
    expect([announcements().length, ports.files.callsOf('upload')]).toEqual([0, 0]);

    expectOk(await uploadCaseDocument(upload));
    expect([announcements().length, storedFiles().length]).toEqual([1, filesBefore + 1]);
  });

  it.each([
    ['the upload fails before storing', 'upload', 'before-effect'],
    ["the upload's answer is lost once stored", 'upload', 'after-effect'],
  ] as const)(
    "answers 'Ocurrió un error al intentar cargar el archivo' when %s; the same file sent again reuses the movement and the upload key",
    async (_case, method, moment) => {
      const { ports, upload, announcements, storedFiles, uploadCaseDocument } = setUp();
      const filesBefore = storedFiles().length;
      ports.files.failNext(method, portalError.unavailable('timeout'), { moment });

      expect(expectFailure(await uploadCaseDocument(upload), 'unavailable').message).toBe(
        'Ocurrió un error al intentar cargar el archivo',
      );
      expect(announcements()).toHaveLength(1);

      // The page read the file again: other bytes of the same content.
      const retried = expectOk(
        await uploadCaseDocument({ ...upload, file: { name: recibo.name, bytes: bytesOf('%PDF-1.4 recibo') } }),
      );
      expect(announcements()).toHaveLength(1);
      expect(retried.movementId).toBe(announcements()[0]?.id_movimiento);
      expect(storedFiles()).toHaveLength(filesBefore + 1);
      expect(announcements()[0]?.link_archivo).toBe(retried.key);
    },
  );

  it('sent again after the file was stored but not linked, links that same copy to the same movement', async () => {
    const { ports, upload, announcements, storedFiles, uploadCaseDocument } = setUp();
    const filesBefore = storedFiles().length;
    ports.cases.failNext('attachFileToMovement', portalError.unavailable('network'));

    const error = expectFailure(await uploadCaseDocument(upload), 'unavailable');
    expect(error.message).toBe('Ocurrió un error al intentar cargar el archivo');
    const storedKey = storedFiles().at(-1)?.key;

    const retried = expectOk(await uploadCaseDocument(upload));
    expect(retried.key).toBe(storedKey);
    expect(announcements()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(filesBefore + 1);
    expect(announcements()[0]?.link_archivo).toBe(storedKey);
  });

  it('announces anew a different file of the same name, the same file to another case, and the same file once it arrived', async () => {
    const { ports, demo, upload, announcements, uploadCaseDocument } = setUp();
    ports.files.failNext('upload', portalError.unavailable('network'));
    expectFailure(await uploadCaseDocument(upload), 'unavailable');

    expectOk(
      await uploadCaseDocument({ ...upload, file: { name: recibo.name, bytes: bytesOf('%PDF-1.4 otro recibo') } }),
    );
    expect(announcements()).toHaveLength(2);

    expectOk(await uploadCaseDocument(upload));
    expectOk(await uploadCaseDocument(upload));
    expect(announcements()).toHaveLength(4);

    expectOk(await uploadCaseDocument({ ...upload, caseId: demo.pendingPaymentCaseId }));
    expect(ports.cases.callsOf('addMovement')).toBe(5);
  });

  it('as its documentation says: two successful sends of the same file make two movements and two copies; a failed send is retried without either, but only by the same portal', async () => {
    const { ports, upload, announcements, storedFiles, uploadCaseDocument } = setUp();
    const filesBefore = storedFiles().length;

    const first = expectOk(await uploadCaseDocument(upload));
    const second = expectOk(await uploadCaseDocument(upload));
    expect(second.movementId).not.toBe(first.movementId);
    expect(second.key).not.toBe(first.key);
    expect([announcements().length, storedFiles().length]).toEqual([2, filesBefore + 2]);

    // A failure remembered by one portal means nothing to another (a new process).
    ports.files.failNext('upload', portalError.unavailable('network'));
    expectFailure(await uploadCaseDocument(upload), 'unavailable');
    expectOk(await makeUploadCaseDocument(ports)(upload));
    expect(announcements()).toHaveLength(4);
    expectOk(await uploadCaseDocument(upload));
    expect([announcements().length, storedFiles().length]).toEqual([4, filesBefore + 4]);
  });

  it.each([
    ['its ports', (ports: PortalPorts) => ports],
    // As the adapters' ports do, to give each call's requests its own signal (PortalPorts.forCall).
    [
      'ports that make a view of themselves for each call',
      (ports: PortalPorts) => ({ ...ports, forCall: () => ({ ...ports }) }) as PortalPorts,
    ],
  ])(
    'through createPortal on %s too: the portal remembers a failed send across its calls, so the retry adds no second movement or copy',
    async (_case, portsOf) => {
      const { ports, upload, announcements, storedFiles } = setUp();
      const portal = createPortal(portsOf(ports));
      const filesBefore = storedFiles().length;
      ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });

      expectFailure(await portal.uploadCaseDocument(upload), 'unavailable');
      const retried = expectOk(await portal.uploadCaseDocument(upload));
      expect(announcements().map((movement) => movement.id_movimiento)).toEqual([retried.movementId]);
      expect(storedFiles()).toHaveLength(filesBefore + 1);

      expectOk(await portal.uploadCaseDocument(upload));
      expect([announcements().length, storedFiles().length]).toEqual([2, filesBefore + 2]);
    },
  );

  it('makes one movement for two sends of the same file at once', async () => {
    const { upload, announcements, uploadCaseDocument } = setUp();
    const [first, second] = await Promise.all([uploadCaseDocument(upload), uploadCaseDocument(upload)]);
    expect([expectOk(first).movementId, expectOk(second).key]).toEqual([
      expectOk(second).movementId,
      expectOk(first).key,
    ]);
    expect(announcements()).toHaveLength(1);
  });

  it("cuts a long file name in the movement's title to fit a title's limit", async () => {
    const { upload, announcements, uploadCaseDocument } = setUp();
    const name = `${'n'.repeat(300)}.pdf`;
    expectOk(await uploadCaseDocument({ ...upload, file: { name, bytes: recibo.bytes } }));
    expect(announcements()[0]?.descripcion_movimiento).toBe(documentSentTitle(name));
    expect(documentSentTitle(name)).toHaveLength(textLimits.title);
    expect(documentSentTitle(name)).toMatch(/^Documento enviado: n+…$/);
    expect(documentSentTitle('DNI.pdf')).toBe('Documento enviado: DNI.pdf');
  });
});
