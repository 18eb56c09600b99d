import type { SignedInClient } from './identity/signed-in-client';
import { createInMemoryPorts, type InMemoryPorts } from './testing/create-in-memory-ports';
import { seedDemoWorld, type DemoWorld } from './testing/demo-world';

/** Use-case tests' starting point: the demo world over the fakes, with María signed in. */
export interface SignedInPortal {
  readonly ports: InMemoryPorts;
  readonly demo: DemoWorld;
  readonly client: SignedInClient;
}

export function aSignedInPortal(): SignedInPortal {
  const ports = createInMemoryPorts();
  const demo = seedDemoWorld(ports.world);
  ports.world.signInAs(demo.client.userId);
  const { userId, name, email, phone } = demo.client;
  return { ports, demo, client: { id: userId, name, email, phone } };
}
