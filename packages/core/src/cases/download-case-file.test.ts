import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeDownloadCaseFile } from './download-case-file';
import { makeUploadCaseFile } from './upload-case-file';

describe('downloadCaseFile', () => {
  it('answers the file name and a link to its bytes', async () => {
    const { ports, demo } = aSignedInPortal();
    const download = expectOk(await makeDownloadCaseFile(ports)({ fileKey: demo.documentKey }));
    expect(download).toMatchObject({
      fileName: 'Acta de matrimonio.pdf',
      url: expect.stringContaining('acta-matrimonio.pdf'),
    });
  });

  it('names the file without the bidi controls and zero-width characters that would make it read as another', async () => {
    const { ports, demo } = aSignedInPortal();
    const { key } = expectOk(
      await makeUploadCaseFile(ports)({
        caseId: demo.caseId,
        groupId: '31',
        file: { name: '\u200Bfactura\u202Efdp.exe', bytes: Uint8Array.of(1) },
      }),
    );
    expect(expectOk(await makeDownloadCaseFile(ports)({ fileKey: key })).fileName).toBe('facturafdp.exe');
  });

  it.each([
    ['the file does not exist', null, 'not-found'],
    ['the function fails', portalError.unavailable('network'), 'unavailable'],
  ] as const)("answers 'Ocurrió un error al intentar descargar el archivo' when %s", async (_case, failure, kind) => {
    const { ports, demo } = aSignedInPortal();
    if (failure !== null) ports.files.failNext('download', failure);
    const link = failure === null ? '31/1024/no-existe.pdf' : demo.documentKey;
    expect(expectFailure(await makeDownloadCaseFile(ports)({ fileKey: link }), kind).message).toBe(
      'Ocurrió un error al intentar descargar el archivo',
    );
  });
});
