import { describeDocumentLibraryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud, type Cloud } from '../testing/emulator-cloud';
import { demoSession, firstOwnCase, orThrow, ownCases, uniqueKeys } from '../testing/seed-discovery';

afterAll(closeCloud);

/** A studio of the client's cases that files documents under categories. */
async function groupWithCategories(cloud: Cloud, clientId: string): Promise<string> {
  for (const groupId of new Set((await ownCases(cloud, clientId)).map((kase) => kase.id_grupo))) {
    if (orThrow(await cloud.ports.documents.listCategories(groupId), 'list categories').length > 0) return groupId;
  }
  throw new Error("None of the demo client's studios has document categories");
}

describeDocumentLibraryContract('LegacyApiDocumentLibrary', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const ownCase = await firstOwnCase(cloud, session.userId);
  return {
    subject: cloud.ports.documents,
    files: cloud.ports.files,
    ownCaseId: ownCase.id,
    groupId: ownCase.id_grupo,
    categoriesGroupId: await cloud.remember('group with categories', () => groupWithCategories(cloud, session.userId)),
    foreignCaseId: other.caseId,
    foreignGroupId: other.groupId,
    missingCaseId: MISSING_ID,
    uniqueKey: uniqueKeys('contrato-documentos'),
    signOut: () => cloud.signOut(),
  };
});
