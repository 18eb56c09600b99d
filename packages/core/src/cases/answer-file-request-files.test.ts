import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { answeredFileCount } from '../documents/request-files';
import { makeListCaseDocuments } from '../documents/list-case-documents';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCompleteFileRequest, makeStoreRequestFile } from './answer-file-request-files';
import { awaitsFile } from './movement-links';

const recibo = (month: number) => ({
  name: `recibo-${month}.pdf`,
  bytes: Uint8Array.from(`%PDF-1.4 ${month}`, (char) => char.charCodeAt(0)),
});

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: '5150',
      id_case: demo.caseId,
      id_tipo: 2,
      descripcion_movimiento: 'Los últimos 6 recibos de sueldo',
    }),
  );
  return {
    ...fixture,
    request: { caseId: demo.caseId, groupId: '31', movementId: '5150' },
    storeRequestFile: makeStoreRequestFile(ports),
    completeFileRequest: makeCompleteFileRequest(ports),
  };
}

describe('storeRequestFile and completeFileRequest: a request answered with several files', () => {
  it('stores each file under the request, links the request once to the first, and the case counts them', async () => {
    const { ports, demo, request, storeRequestFile, completeFileRequest } = setUp();
    const stored = [];
    for (const month of [1, 2, 3])
      stored.push(expectOk(await storeRequestFile({ ...request, file: recibo(month), uploadKey: `clave-${month}` })));
    expect(stored.map(({ key }) => key)).toEqual([
      '31/1024/pedido5150_clave-1',
      '31/1024/pedido5150_clave-2',
      '31/1024/pedido5150_clave-3',
    ]);
    // Nothing is linked while the files arrive: the request still awaits them.
    expect(awaitsFile(ports.world.movements.get('5150') ?? aMovement())).toBe(true);
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(0);

    expect(expectOk(await completeFileRequest({ ...request, files: stored }))).toEqual({
      key: stored[0]?.key,
      fileCount: 3,
    });
    expect(ports.files.callsOf('upload')).toBe(3);
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(1);
    const movement = ports.world.movements.get('5150') ?? aMovement();
    expect(movement.link_archivo).toBe(stored[0]?.key);
    const documents = expectOk(await makeListCaseDocuments(ports)({ caseId: demo.caseId, groupId: '31' }));
    expect(answeredFileCount(movement, documents)).toBe(3);
  });

  it('stores a retried file once: the same upload key after a lost answer is answered with the stored file', async () => {
    const { ports, request, storeRequestFile, completeFileRequest } = setUp();
    const first = expectOk(await storeRequestFile({ ...request, file: recibo(1), uploadKey: 'clave-1' }));
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    const lost = expectFailure(
      await storeRequestFile({ ...request, file: recibo(2), uploadKey: 'clave-2' }),
      'unavailable',
    );
    expect(lost.message).toBe('Ocurrió un error al intentar cargar el archivo');
    const retried = expectOk(await storeRequestFile({ ...request, file: recibo(2), uploadKey: 'clave-2' }));
    expect([...ports.world.files.keys()].filter((key) => key.includes('pedido5150_'))).toEqual([
      first.key,
      retried.key,
    ]);
    expect(expectOk(await completeFileRequest({ ...request, files: [first, retried] })).fileCount).toBe(2);
  });

  it('takes several files through the public link with its token, for someone who is not the owner', async () => {
    const { ports, demo, storeRequestFile, completeFileRequest } = setUp();
    const token = ports.world.movements.get(demo.otherClientRequestMovementId)?.link_token ?? '';
    const link = {
      caseId: demo.otherClientCaseId,
      groupId: '32',
      movementId: demo.otherClientRequestMovementId,
      token,
    };
    const stored = [
      expectOk(await storeRequestFile({ ...link, file: recibo(1), uploadKey: 'a' })),
      expectOk(await storeRequestFile({ ...link, file: recibo(2), uploadKey: 'b' })),
    ];
    expect(expectOk(await completeFileRequest({ ...link, files: stored })).fileCount).toBe(2);
    expect(ports.world.movements.get(demo.otherClientRequestMovementId)?.link_archivo).toBe(stored[0]?.key);
    // Once answered, the link takes no more.
    expectFailure(await storeRequestFile({ ...link, file: recibo(3), uploadKey: 'c' }), 'forbidden');
  });

  it("refuses completing a request already answered with 'El archivo ya fue cargado', linking nothing", async () => {
    const { ports, request, storeRequestFile, completeFileRequest } = setUp();
    const stored = expectOk(await storeRequestFile({ ...request, file: recibo(1), uploadKey: 'a' }));
    expectOk(await completeFileRequest({ ...request, files: [stored] }));
    const error = expectFailure(await completeFileRequest({ ...request, files: [stored] }), 'rejected');
    expect(error).toMatchObject({ status: 400, message: 'El archivo ya fue cargado' });
    expect(ports.cases.callsOf('attachFileToMovement')).toBe(1);
  });

  it('refuses none, more than 10, or a file not stored for this request, before asking anything', async () => {
    const { ports, request, completeFileRequest } = setUp();
    expect(expectFailure(await completeFileRequest({ ...request, files: [] }), 'invalid-input')).toMatchObject({
      field: 'files',
      message: 'Elija al menos un archivo',
    });
    const eleven = Array.from({ length: 11 }, (_, index) => ({ key: `31/1024/pedido5150_${index}` }));
    expect(expectFailure(await completeFileRequest({ ...request, files: eleven }), 'invalid-input').message).toBe(
      'Puede enviar hasta 10 archivos por vez',
    );
    for (const key of ['31/1024/suelto', '31/9999/pedido5150_a', '31/1024/pedido51500_a']) {
      expect(expectFailure(await completeFileRequest({ ...request, files: [{ key }] }), 'invalid-input').message).toBe(
        'Ocurrió un error al intentar cargar el archivo',
      );
    }
    expect(ports.cases.callsOf('getMovement')).toBe(0);
  });

  it("refuses a file over 10 MB, or an upload key that cannot be a storage key's, before uploading", async () => {
    const { ports, request, storeRequestFile } = setUp();
    const large = expectFailure(
      await storeRequestFile({
        ...request,
        file: { name: 'escaneo.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) },
        uploadKey: 'a',
      }),
      'invalid-input',
    );
    expect(large).toMatchObject({ field: 'file', message: 'El archivo supera el máximo de 10 MB' });
    for (const uploadKey of ['../x', '', 'a'.repeat(60)]) {
      expect(
        expectFailure(await storeRequestFile({ ...request, file: recibo(1), uploadKey }), 'invalid-input').field,
      ).toBe('uploadKey');
    }
    expect(ports.files.callsOf('upload')).toBe(0);
  });

  it("answers 'Ocurrió un error al intentar cargar el archivo' when the link cannot be made; completing again links it", async () => {
    const { ports, request, storeRequestFile, completeFileRequest } = setUp();
    const stored = expectOk(await storeRequestFile({ ...request, file: recibo(1), uploadKey: 'a' }));
    ports.cases.failNext('attachFileToMovement', portalError.unavailable('network'));
    expect(expectFailure(await completeFileRequest({ ...request, files: [stored] }), 'unavailable').message).toBe(
      'Ocurrió un error al intentar cargar el archivo',
    );
    expectOk(await completeFileRequest({ ...request, files: [stored] }));
    expect(ports.files.callsOf('upload')).toBe(1);
  });
});
