import { describeContactRequestsContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { clientName, demoSession, directory, orThrow, pendingInvitationOf } from '../testing/seed-discovery';

afterAll(closeCloud);

describeContactRequestsContract('LegacyApiContactRequests', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const { ports } = cloud;
  const record = orThrow(await ports.accounts.getUser(session.userId), 'read the user');
  const invitation = orThrow(
    await ports.invitations.find({ invitationId: (await pendingInvitationOf(cloud)).id, token: null }),
    'read the invitation',
  );
  // A lawyer the client has had nothing to do with: no request, no link, no invitation from the studio.
  const fresh = await cloud.remember('uncontacted lawyer', async () => {
    const requested = new Set(
      orThrow(await ports.contactRequests.listRequests(session.userId, session.email), 'list the requests').map(
        (r) => r.id_abogado,
      ),
    );
    const linked = new Set(
      orThrow(await ports.myLawyers.list(session.userId), 'list the lawyers').map((lawyer) => lawyer.id_grupo),
    );
    const lawyer = (await directory(cloud)).find(
      (listing) =>
        !requested.has(listing.id) && !linked.has(listing.id_grupo) && listing.id_grupo !== invitation.id_grupo,
    );
    if (lawyer === undefined) throw new Error('Every directory lawyer is already in touch with the demo client');
    return lawyer;
  });
  return {
    subject: ports.contactRequests,
    client: {
      id: session.userId,
      name: await clientName(cloud, session.userId),
      email: session.email,
      phone: record.user.phone ?? '',
    },
    foreignClientId: other.userId,
    lawyerId: fresh.id,
    groupId: fresh.id_grupo,
    invitingLawyerId: invitation.id_abogado,
    missingLawyerId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
