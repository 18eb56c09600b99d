import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { describeFileStoreContract } from './file-store-contract';
import { InMemoryFileStore } from './in-memory-file-store';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, files: new InMemoryFileStore(world) };
}

describeFileStoreContract('InMemoryFileStore', async () => {
  const { world, demo, files } = signedInDemo();
  let keys = 0;
  return {
    subject: files,
    caseId: demo.caseId,
    groupId: demo.linkedLawyerGroupId,
    missingFileLink: '31/1024/no-existe',
    uniqueKey: () => `clave-${(keys += 1)}`,
    newFileRequest: async () => {
      const request = world.newMovement(demo.caseId, { id_tipo: 2, descripcion_movimiento: 'Adjuntar el acta' });
      world.movements.set(request.id_movimiento, request);
      return { movementId: request.id_movimiento, linkToken: request.link_token! };
    },
    foreignCaseId: demo.otherClientCaseId,
    foreignGroupId: world.cases.get(demo.otherClientCaseId)!.kase.id_grupo,
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryFileStore', () => {
  it('keeps the uploaded bytes for tests to check', async () => {
    const { demo, files } = signedInDemo();
    const upload = {
      caseId: demo.caseId,
      groupId: '31',
      uniqueKey: 'k1',
      fileName: 'nota.txt',
      contentBase64: 'SG9sYQ==',
    };
    const { key } = expectOk(await files.upload(upload));
    expect(files.contentOf(key)).toBe('SG9sYQ==');
  });

  it('downloads the seeded document', async () => {
    const { demo, files } = signedInDemo();
    expect(expectOk(await files.download(demo.documentKey)).fileName).toBe('Acta de matrimonio.pdf');
  });

  it('stores nothing when the upload fails before reaching the function', async () => {
    const { world, demo, files } = signedInDemo();
    files.failNext('upload', portalError.rejected(400, 'Ocurrió un error al intentar cargar el archivo', 'Unhandled'));
    const upload = {
      caseId: demo.caseId,
      groupId: '31',
      uniqueKey: 'k2',
      fileName: 'nota.txt',
      contentBase64: 'SG9sYQ==',
    };
    expectFailure(await files.upload(upload), 'rejected');
    expect(world.files.has('31/1024/k2')).toBe(false);
  });

  it("answers only its uploader's repeat, same key, name and bytes: not a new guest's, not another name's, never a seeded file's", async () => {
    const { world, demo, files } = signedInDemo();
    const upload = {
      caseId: demo.caseId,
      groupId: '31',
      uniqueKey: 'k3',
      fileName: 'nota.txt',
      contentBase64: 'SG9sYQ==',
    };
    const { key } = expectOk(await files.upload(upload));
    expect(world.files.get(key)?.uploadedBy).toBe(`cliente-${demo.client.userId}`);
    expect(expectOk(await files.upload({ ...upload, contentBase64: 'SG9s\nYQ==' })).key).toBe(key);
    expectFailure(await files.upload({ ...upload, fileName: 'otra nota.txt' }), 'rejected');

    const request = world.newMovement(demo.caseId, { id_tipo: 2 });
    world.movements.set(request.id_movimiento, request);
    world.signOut();
    const guests = {
      ...upload,
      uniqueKey: 'k4',
      request: { movementId: request.id_movimiento, linkToken: request.link_token! },
    };
    expectOk(await files.upload(guests));
    expectOk(await files.upload(guests));
    world.signOut();
    // A new guest's copy is no repeat: the request still takes files, but that key is taken.
    expectFailure(await files.upload(guests), 'rejected');

    world.signInAs(demo.client.userId);
    const seeded = world.files.get(demo.documentKey)!;
    const sameAsSeeded = {
      ...upload,
      uniqueKey: seeded.key.split('/')[2]!,
      fileName: seeded.fileName,
      contentBase64: seeded.contentBase64,
    };
    expectFailure(await files.upload(sameAsSeeded), 'rejected');
  });
});
