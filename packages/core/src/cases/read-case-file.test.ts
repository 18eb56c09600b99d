import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeReadCaseFile } from './read-case-file';
import { makeUploadCaseFile } from './upload-case-file';

const bytes = Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0));

describe('readCaseFile', () => {
  it('answers the very bytes of a stored file, its name and its media type', async () => {
    const { ports, demo } = aSignedInPortal();
    const { key } = expectOk(
      await makeUploadCaseFile(ports)({
        caseId: demo.caseId,
        groupId: '31',
        file: { name: 'Acta firmada.pdf', bytes },
      }),
    );
    expect(expectOk(await makeReadCaseFile(ports)({ fileKey: key }))).toEqual({
      bytes,
      name: 'Acta firmada.pdf',
      type: 'application/pdf',
    });
  });

  it('names the file without the bidi controls and zero-width characters that would make it read as another', async () => {
    const { ports, demo } = aSignedInPortal();
    const { key } = expectOk(
      await makeUploadCaseFile(ports)({
        caseId: demo.caseId,
        groupId: '31',
        file: { name: 'factura\u202Efdp.exe', bytes },
      }),
    );
    expect(expectOk(await makeReadCaseFile(ports)({ fileKey: key })).name).toBe('facturafdp.exe');
  });

  it("answers 'application/octet-stream' for a file the storage names no media type for", async () => {
    const { ports, demo } = aSignedInPortal();
    const { key } = expectOk(
      await makeUploadCaseFile(ports)({ caseId: demo.caseId, groupId: '31', file: { name: 'expediente.xyz', bytes } }),
    );
    expect(expectOk(await makeReadCaseFile(ports)({ fileKey: key })).type).toBe('application/octet-stream');
  });

  it.each([
    ['the file does not exist', null, 'not-found'],
    ["the file is another client's", null, 'forbidden'],
    ['the link cannot be followed', portalError.unavailable('network'), 'unavailable'],
  ] as const)("answers 'Ocurrió un error al intentar descargar el archivo' when %s", async (why, failure, kind) => {
    const { ports, demo } = aSignedInPortal();
    if (failure !== null) ports.files.failNext('downloadBytes', failure);
    const fileKey =
      kind === 'forbidden'
        ? `32/${demo.otherClientCaseId}/poder.pdf`
        : kind === 'not-found'
          ? '31/1024/no-existe.pdf'
          : demo.documentKey;
    expect(expectFailure(await makeReadCaseFile(ports)({ fileKey }), kind).message, why).toBe(
      'Ocurrió un error al intentar descargar el archivo',
    );
  });
});
