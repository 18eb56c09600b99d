import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { aDocument } from './document-builders';
import { describeDocumentLibraryContract } from './document-library-contract';
import { InMemoryDocumentLibrary } from './in-memory-document-library';
import { InMemoryFileStore } from './in-memory-file-store';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, documents: new InMemoryDocumentLibrary(world) };
}

describeDocumentLibraryContract('InMemoryDocumentLibrary', async () => {
  const { world, demo, documents } = signedInDemo();
  let keys = 0;
  return {
    subject: documents,
    files: new InMemoryFileStore(world),
    ownCaseId: demo.caseId,
    groupId: demo.linkedLawyerGroupId,
    categoriesGroupId: demo.linkedLawyerGroupId,
    foreignCaseId: demo.otherClientCaseId,
    foreignGroupId: demo.otherLawyerGroupId,
    missingCaseId: '999999',
    uniqueKey: () => `clave-${(keys += 1)}`,
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryDocumentLibrary', () => {
  it('lists the seeded documents as they were given', async () => {
    const { demo, documents } = signedInDemo();
    expect(expectOk(await documents.listByCase(demo.caseId, demo.linkedLawyerGroupId))).toEqual([aDocument()]);
  });

  it("applies the 'Sin nombre' and 'Desconocido' defaults to a file stored without name or type (SPEC §3)", async () => {
    const { world, demo, documents } = signedInDemo();
    world.addDocument(aDocument({ id: '31/1024/sin-datos', name: '', type: '' }));
    const listed = expectOk(await documents.listByCase(demo.caseId, demo.linkedLawyerGroupId)).find(
      (document) => document.id === '31/1024/sin-datos',
    );
    expect(listed).toMatchObject({ name: 'Sin nombre', type: 'Desconocido' });
  });

  it('fails as told', async () => {
    const { demo, documents } = signedInDemo();
    documents.failNext('listByCase', portalError.rejected(400, 'Error al intentar obtener documentos'));
    expectFailure(await documents.listByCase(demo.caseId, demo.linkedLawyerGroupId), 'rejected');
  });
});
