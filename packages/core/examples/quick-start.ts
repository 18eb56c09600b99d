// A first script against the SDK: the whole portal over in-memory fakes, no network.
// Swap createInMemoryPorts() for createAdapters(config) from @justiciable/adapters to talk
// to the emulator or the real services; the use-cases do not change.
import { createPortal, formatDate } from '@justiciable/core';
import { createInMemoryPorts, DEFAULT_CLIENT, seedDemoWorld, TEST_PASSWORD } from '@justiciable/core/testing';

const ports = createInMemoryPorts({ now: '2026-11-21T12:00:00Z', seed: seedDemoWorld });
const portal = createPortal(ports);

// Expected failures are values carrying the Spanish text the user would see.
const refused = await portal.signIn({ email: DEFAULT_CLIENT.email, password: 'incorrecta-1' });
if (!refused.ok) console.log(`Inicio de sesión rechazado: ${refused.error.message}`);

const signedIn = await portal.signIn({ email: DEFAULT_CLIENT.email, password: TEST_PASSWORD });
if (!signedIn.ok) throw new Error(signedIn.error.message);

const session = await portal.loadSession();
if (!session.ok) throw new Error(session.error.message);
const { client } = session.value;
console.log(`Hola, ${client.name}`);

const cases = await portal.listCases({ client });
if (!cases.ok) throw new Error(cases.error.message);
for (const asunto of cases.value) {
  console.log(`${formatDate(asunto.fecha)}  ${asunto.estado.padEnd(10)} ${asunto.case} (${asunto.abogadoEstudio})`);
}

await portal.signOut();
