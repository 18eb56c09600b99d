import { describeInvitationsContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud, MISSING_ID } from '../testing/emulator-cloud';
import { demoSession, pendingInvitationOf } from '../testing/seed-discovery';

afterAll(closeCloud);

// The suite answers the pending invitation, so every run gets a new emulator with it pending again.
describeInvitationsContract('LegacyApiInvitations', async () => {
  const cloud = await freshCloud();
  const { session, other } = await demoSession(cloud);
  const pending = await pendingInvitationOf(cloud);
  return {
    subject: cloud.ports.invitations,
    clientId: session.userId,
    clientEmail: session.email,
    pendingInvitationId: pending.id,
    pendingInvitationToken: pending.token,
    foreignInvitationId: other.pendingInvitation.id,
    foreignInvitationToken: other.pendingInvitation.token,
    missingInvitationId: MISSING_ID,
    myLawyers: cloud.ports.myLawyers,
    contactRequests: cloud.ports.contactRequests,
    signOut: () => cloud.signOut(),
  };
});
