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
    const upload = { caseId: demo.caseId, groupId: '31', uniqueKey: 'k1', fileName: 'nota.txt', contentBase64: 'SG9sYQ==' };
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
    const upload = { caseId: demo.caseId, groupId: '31', uniqueKey: 'k2', fileName: 'nota.txt', contentBase64: 'SG9sYQ==' };
    expectFailure(await files.upload(upload), 'rejected');
    expect(world.files.has('31/1024/k2')).toBe(false);
  });
});
