import { describe, expect, it } from 'vitest';
import { contactStateFromLatestRequest, latestRequestFor } from '../directory/contact-state';
import { expectOk } from './contract-expectations';
import { describeContactRequestsContract } from './contact-requests-contract';
import { seedDemoWorld } from './demo-world';
import { InMemoryContactRequests } from './in-memory-contact-requests';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, requests: new InMemoryContactRequests(world) };
}

describeContactRequestsContract('InMemoryContactRequests', async () => {
  const { world, demo, requests } = signedInDemo();
  world.addLawyer({
    ...world.lawyers[0]!,
    id: 'abogada-nueva',
    id_grupo: '34',
    abogadoEstudio: { title: 'Dra. Paula Ríos', study: 'Estudio Ríos', description: '' },
  });
  return {
    subject: requests,
    client: { id: demo.client.userId, name: demo.client.name, email: demo.client.email, phone: demo.client.phone },
    foreignClientId: demo.otherClient.userId,
    lawyerId: 'abogada-nueva',
    groupId: '34',
    invitingLawyerId: demo.otherLawyerId,
    missingLawyerId: 'abogado-inexistente',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryContactRequests', () => {
  it("starts the demo client's linked lawyer as CONTACTADO", async () => {
    const { demo, requests } = signedInDemo();
    const listed = expectOk(await requests.listRequests(demo.client.userId, demo.client.email));
    expect(
      contactStateFromLatestRequest(latestRequestFor(listed, demo.linkedLawyerId), { id: demo.client.userId }),
    ).toBe('CONTACTADO');
  });

  it('puts the notice to the lawyer in the outbox', async () => {
    const { world, demo, requests } = signedInDemo();
    const notice = {
      clientId: demo.client.userId,
      lawyerId: demo.otherLawyerId,
      groupId: demo.otherLawyerGroupId,
      clientName: demo.client.name,
    };
    expectOk(await requests.notifyLawyer(notice));
    expect(world.outbox).toContainEqual({ kind: 'lawyer-notice', notice });
  });
});
