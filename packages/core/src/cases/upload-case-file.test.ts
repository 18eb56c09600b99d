import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeUploadCaseFile } from './upload-case-file';

const acta = { name: 'acta.pdf', bytes: Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0)) };

function setUp() {
  const fixture = aSignedInPortal();
  fixture.ports.world.addMovement(
    aMovement({ id_movimiento: '5150', id_tipo: 2, descripcion_movimiento: 'Enviar acta de matrimonio' }),
  );
  return { ...fixture, fileRequestId: '5150', uploadCaseFile: makeUploadCaseFile(fixture.ports) };
}

describe('uploadCaseFile', () => {
  it('stores the file as base64 under a unique key in the case', async () => {
    const { ports, demo, uploadCaseFile } = setUp();
    const uploaded = expectOk(await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta }));
    expect(uploaded).toEqual({ key: '31/1024/id-1', fileName: 'id-1' });
    expect(ports.files.contentOf(uploaded.key)).toBe('JVBERi0xLjQ=');
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(0);
  });

  it('links the stored file to the file request it answers, after storing it', async () => {
    const { ports, demo, fileRequestId, uploadCaseFile } = setUp();
    const uploaded = expectOk(
      await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, movementId: fileRequestId }),
    );
    expect(ports.world.movements.get(fileRequestId)?.link_archivo).toBe(uploaded.key);
  });

  it("refuses a file over 10 MB with 'El archivo supera el máximo de 10 MB' before uploading", async () => {
    const { ports, demo, uploadCaseFile } = setUp();
    const tooLarge = { name: 'escaneo.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) };
    const error = expectFailure(
      await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: tooLarge }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'file', message: 'El archivo supera el máximo de 10 MB' });
    expect(ports.files.callsOf('upload')).toBe(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { demo, uploadCaseFile } = setUp();
    const largest = { name: 'escaneo.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES) };
    expectOk(await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: largest }));
  });

  it("answers 'Ocurrió un error al intentar cargar el archivo' when the upload fails, linking nothing", async () => {
    const { ports, demo, fileRequestId, uploadCaseFile } = setUp();
    ports.files.failNext('upload', portalError.unavailable('network'));
    const error = expectFailure(
      await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, movementId: fileRequestId }),
      'unavailable',
    );
    expect(error.message).toBe('Ocurrió un error al intentar cargar el archivo');
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(0);
  });

  it("answers 'Ocurrió un error al intentar cargar el archivo' when the link fails, naming the stored copy", async () => {
    const { ports, demo, fileRequestId, uploadCaseFile } = setUp();
    ports.cases.failNext('attachFileToMovement', portalError.unavailable('timeout'));
    const error = expectFailure(
      await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, movementId: fileRequestId }),
      'unavailable',
    );
    expect(error.message).toBe('Ocurrió un error al intentar cargar el archivo');
    expect(error.detail).toMatch(/^Stored as 31\/1024\/id-1 but not linked to movement 5150/);
    expect(ports.world.movements.get(fileRequestId)?.link_archivo).toBeNull();
  });

  it("stores the file under the caller's upload key when it gives one", async () => {
    const { demo, uploadCaseFile } = setUp();
    const uploaded = expectOk(
      await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, uploadKey: '2b7e1516-28ae-4d2a' }),
    );
    expect(uploaded.key).toBe('31/1024/2b7e1516-28ae-4d2a');
  });

  it('retried with the same upload key after an answer lost once stored, answers the stored file and links it once', async () => {
    const { ports, demo, fileRequestId, uploadCaseFile } = setUp();
    ports.files.failNext('upload', portalError.unavailable('network'), { moment: 'after-effect' });
    const upload = {
      caseId: demo.caseId,
      groupId: '31',
      file: acta,
      movementId: fileRequestId,
      uploadKey: 'clave-del-archivo',
    };
    const filesBefore = ports.world.files.size;
    expectFailure(await uploadCaseFile(upload), 'unavailable');
    expect(ports.world.files.has('31/1024/clave-del-archivo')).toBe(true);
    expect(ports.world.movements.get(fileRequestId)?.link_archivo).toBeNull();

    const retried = expectOk(await uploadCaseFile(upload));
    expect(retried.key).toBe('31/1024/clave-del-archivo');
    expect(ports.world.files.size).toBe(filesBefore + 1);
    expect(ports.world.movements.get(fileRequestId)?.link_archivo).toBe(retried.key);
    expect(ports.files.callsOf('upload')).toBe(2);
  });

  it("refuses an upload key that is not a short token of letters, digits, '-' and '_' as invalid input, uploading nothing", async () => {
    const { ports, demo, uploadCaseFile } = setUp();
    for (const uploadKey of [
      '',
      ' ',
      '../../otro-caso',
      'con espacio',
      'a/b',
      '-empieza-con-guion',
      'ñandú',
      'x'.repeat(65),
      42 as unknown as string,
    ]) {
      const error = expectFailure(
        await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, uploadKey }),
        'invalid-input',
      );
      expect(error).toMatchObject({ field: 'uploadKey', message: 'Ocurrió un error al intentar cargar el archivo' });
    }
    expectOk(await uploadCaseFile({ caseId: demo.caseId, groupId: '31', file: acta, uploadKey: 'x'.repeat(64) }));
    expect(ports.files.callsOf('upload')).toBe(1);
  });
});
