import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../documents/file-to-upload';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAnswerFileRequest } from './answer-file-request';
import { awaitsFile } from './movement-links';

const telegrama = { name: 'telegrama.pdf', bytes: Uint8Array.from('%PDF-1.4', (char) => char.charCodeAt(0)) };

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  ports.world.addMovement(
    aMovement({
      id_movimiento: '5150',
      id_case: demo.caseId,
      id_tipo: 2,
      descripcion_movimiento: 'Adjuntar el telegrama de despido',
    }),
  );
  return {
    ...fixture,
    request: { caseId: demo.caseId, groupId: '31', movementId: '5150' },
    answerFileRequest: makeAnswerFileRequest(ports),
  };
}

describe('answerFileRequest, from the link or inside the case', () => {
  it("answers the owner's file request from inside the case: the file is stored and the request no longer awaits one", async () => {
    const { ports, request, answerFileRequest } = setUp();
    const answered = expectOk(
      await answerFileRequest({ ...request, file: telegrama, classification: { type: 'Telegrama', category: null } }),
    );
    expect(answered).toEqual({ key: '31/1024/id-1', fileName: 'id-1' });
    const movement = ports.world.movements.get('5150');
    expect(movement?.link_archivo).toBe(answered.key);
    expect(movement !== undefined && awaitsFile(movement)).toBe(false);
    expect(ports.files.contentOf(answered.key)).toBe('JVBERi0xLjQ=');
  });

  it("answers through the public link with its token, for someone who is not the case's owner", async () => {
    const { ports, demo, answerFileRequest } = setUp();
    const token = ports.world.movements.get(demo.otherClientRequestMovementId)?.link_token ?? '';
    const link = {
      caseId: demo.otherClientCaseId,
      groupId: '32',
      movementId: demo.otherClientRequestMovementId,
      token,
    };
    const answered = expectOk(await answerFileRequest({ ...link, file: telegrama }));
    expect(ports.world.movements.get(demo.otherClientRequestMovementId)?.link_archivo).toBe(answered.key);
  });

  it("refuses a request already answered with 'El archivo ya fue cargado', storing nothing", async () => {
    const { ports, request, answerFileRequest } = setUp();
    expectOk(await answerFileRequest({ ...request, file: telegrama }));
    const uploads = ports.files.callsOf('upload');
    const error = expectFailure(await answerFileRequest({ ...request, file: telegrama }), 'rejected');
    expect(error).toMatchObject({ status: 400, message: 'El archivo ya fue cargado' });
    expect(ports.files.callsOf('upload')).toBe(uploads);
  });

  it("refuses a movement that asks for no file, or another client's without the link's token, with 'No se pudo cargar el link'", async () => {
    const { ports, demo, answerFileRequest } = setUp();
    const notARequest = expectFailure(
      await answerFileRequest({ caseId: demo.caseId, groupId: '31', movementId: demo.movementId, file: telegrama }),
      'rejected',
    );
    expect(notARequest.message).toBe('No se pudo cargar el link');
    const foreign = {
      caseId: demo.otherClientCaseId,
      groupId: '32',
      movementId: demo.otherClientRequestMovementId,
      file: telegrama,
    };
    expect(expectFailure(await answerFileRequest(foreign), 'rejected').message).toBe('No se pudo cargar el link');
    expect(ports.files.callsOf('upload')).toBe(0);
  });

  it("refuses a file over 10 MB with 'El archivo supera el máximo de 10 MB' before asking anything", async () => {
    const { ports, request, answerFileRequest } = setUp();
    const getMovement = vi.spyOn(ports.cases, 'getMovement');
    const error = expectFailure(
      await answerFileRequest({
        ...request,
        file: { name: 'escaneo.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) },
      }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'file', message: 'El archivo supera el máximo de 10 MB' });
    expect(getMovement).not.toHaveBeenCalled();
  });

  it("answers 'Ocurrió un error al intentar cargar el archivo' when the request cannot be read or the file not stored; a retry with the same key stores one copy", async () => {
    const { ports, request, answerFileRequest } = setUp();
    ports.cases.failNext('getMovement', portalError.unavailable('network'));
    expect(
      expectFailure(await answerFileRequest({ ...request, file: telegrama, uploadKey: 'clave-1' }), 'unavailable')
        .message,
    ).toBe('Ocurrió un error al intentar cargar el archivo');
    ports.files.failNext('upload', portalError.unavailable('timeout'), { moment: 'after-effect' });
    expect(
      expectFailure(await answerFileRequest({ ...request, file: telegrama, uploadKey: 'clave-1' }), 'unavailable')
        .message,
    ).toBe('Ocurrió un error al intentar cargar el archivo');
    const answered = expectOk(await answerFileRequest({ ...request, file: telegrama, uploadKey: 'clave-1' }));
    expect(answered.key).toBe('31/1024/clave-1');
    expect(ports.world.movements.get('5150')?.link_archivo).toBe(answered.key);
  });
});
