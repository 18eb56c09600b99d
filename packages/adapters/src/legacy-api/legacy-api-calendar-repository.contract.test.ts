import { describeCalendarRepositoryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud, type Cloud } from '../testing/emulator-cloud';
import { demoSession, firstOwnCase, orThrow } from '../testing/seed-discovery';

afterAll(closeCloud);

/** An agenda entry of the client that a lawyer's agenda also lists, and that lawyer. */
async function entryWithItsLawyer(
  cloud: Cloud,
  clientId: string,
): Promise<{ readonly entryId: string; readonly lawyerId: string }> {
  const own = new Set(
    orThrow(await cloud.ports.calendar.listForClient(clientId), 'list the agenda').map((entry) => entry.id),
  );
  for (const lawyer of orThrow(await cloud.ports.myLawyers.list(clientId), 'list the lawyers')) {
    const shared = orThrow(await cloud.ports.calendar.listForLawyer(lawyer.id_abogado), "list a lawyer's agenda").find(
      (entry) => own.has(entry.id),
    );
    if (shared !== undefined) return { entryId: shared.id, lawyerId: lawyer.id_abogado };
  }
  throw new Error("The demo client has no agenda entry on their lawyers' agendas");
}

describeCalendarRepositoryContract('LegacyApiCalendarRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const { entryId, lawyerId } = await cloud.remember('entry with its lawyer', () =>
    entryWithItsLawyer(cloud, session.userId),
  );
  const ownCase = await firstOwnCase(cloud, session.userId);
  return {
    subject: cloud.ports.calendar,
    clientId: session.userId,
    foreignClientId: other.userId,
    ownEntryId: entryId,
    lawyerId,
    foreignEntryId: other.calendarEntryId,
    missingEntryId: MISSING_ID,
    missingLawyerId: MISSING_ID,
    cases: cloud.ports.cases,
    ownCaseId: ownCase.id,
    signOut: () => cloud.signOut(),
  };
});
