import { describe, expect, it } from 'vitest';
import { createPortal } from './create-portal';
import { createInMemoryPorts } from './testing/create-in-memory-ports';
import { expectOk } from './testing/contract-expectations';
import { seedDemoWorld } from './testing/demo-world';
import { TEST_PASSWORD } from './testing/in-memory-world';

describe('createPortal', () => {
  it('wires every use-case to the ports it is given', () => {
    const portal = createPortal(createInMemoryPorts());
    for (const [name, useCase] of Object.entries(portal)) expect(typeof useCase, name).toBe('function');
  });

  it('carries a new client from registration to a contact request', async () => {
    const ports = createInMemoryPorts();
    const demo = seedDemoWorld(ports.world);
    const portal = createPortal(ports);
    const email = 'lucia.perez@example.com';

    expectOk(
      await portal.registerClient({ name: 'Lucía Pérez', email, password: TEST_PASSWORD, phone: '5493515550142' }),
    );
    const code = ports.identity.lastCodeFor(email) ?? '';
    expect(expectOk(await portal.confirmRegistration({ email, code })).signedIn).toBe(true);

    const loaded = expectOk(await portal.loadSession());
    expect(loaded.client).toMatchObject({ name: 'Lucía Pérez', email, phone: '+5493515550142' });
    const saved = expectOk(
      await portal.saveProfile({ current: loaded.user, changes: { name: 'Lucía Pérez', phone: '+5493515550142' } }),
    );
    const { client } = expectOk(await portal.loadSession());
    expect(saved.user.name).toBe('Lucía Pérez');

    const directory = expectOk(await portal.listDirectory({ client }));
    expect(directory.every((entry) => entry.button['msg-btn'] === 'CONTACTAR')).toBe(true);
    const outcome = expectOk(
      await portal.sendContactRequest({ client, lawyerId: demo.linkedLawyerId, groupId: demo.linkedLawyerGroupId }),
    );
    expect(outcome).toMatchObject({ status: 200, button: { 'msg-btn': 'PENDIENTE' } });
    const after = expectOk(await portal.listDirectory({ client }));
    expect(after.find((entry) => entry.id === demo.linkedLawyerId)?.button['msg-btn']).toBe('PENDIENTE');
  });
});
