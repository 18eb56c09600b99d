import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { anInvitation } from './directory-builders';
import { InMemoryContactRequests } from './in-memory-contact-requests';
import { InMemoryInvitations } from './in-memory-invitations';
import { InMemoryMyLawyers } from './in-memory-my-lawyers';
import { InMemoryWorld } from './in-memory-world';
import { describeInvitationsContract } from './invitations-contract';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, invitations: new InMemoryInvitations(world) };
}

describeInvitationsContract('InMemoryInvitations', async () => {
  const { world, demo, invitations } = signedInDemo();
  world.addInvitation(
    anInvitation({
      id: '616',
      email: demo.otherClient.email,
      id_abogado: demo.otherLawyerId,
      id_grupo: demo.otherLawyerGroupId,
    }),
  );
  return {
    subject: invitations,
    clientId: demo.client.userId,
    clientEmail: demo.client.email,
    pendingInvitationId: demo.pendingInvitationId,
    pendingInvitationToken: world.invitationTokens.get(demo.pendingInvitationId)!,
    foreignInvitationId: '616',
    foreignInvitationToken: world.invitationTokens.get('616')!,
    missingInvitationId: '999999',
    myLawyers: new InMemoryMyLawyers(world),
    contactRequests: new InMemoryContactRequests(world),
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryInvitations', () => {
  it('matches the invited e-mail whatever its case', async () => {
    const { world, demo, invitations } = signedInDemo();
    world.addInvitation(anInvitation({ id: '617', email: demo.client.email.toUpperCase() }));
    expectOk(await invitations.decline({ invitationId: '617', contactId: '903' }));
  });

  it('leaves the invitation pending when accepting fails before reaching the service', async () => {
    const { demo, invitations } = signedInDemo();
    invitations.failNext('accept', portalError.unavailable('timeout'));
    const invitation = expectOk(await invitations.find({ invitationId: demo.pendingInvitationId, token: null }));
    const answer = {
      invitationId: invitation.id,
      contactId: invitation.id_contacto,
      clientId: demo.client.userId,
      groupId: invitation.id_grupo,
      lawyerId: invitation.id_abogado,
    };
    expectFailure(await invitations.accept(answer), 'unavailable');
    expect(expectOk(await invitations.find({ invitationId: invitation.id, token: null })).estado).toBe('pendiente');
  });
});
