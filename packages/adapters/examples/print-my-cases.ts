// Prints the demo client's cases with their estado, over the real adapters and a running
// emulator (`npm run emulator`). The URL comes from EMULATOR_URL or the first argument; the
// account from DEMO_EMAIL and DEMO_PASSWORD, the seeded demo account by default.
//
//   node --import tsx packages/adapters/examples/print-my-cases.ts http://127.0.0.1:4010
import { formatDate, sortCasesNewestFirst } from '@justiciable/core';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';

const url = process.argv[2] ?? process.env['EMULATOR_URL'] ?? 'http://127.0.0.1:4010';
const email = process.env['DEMO_EMAIL'] ?? 'demo@justiciable.test';
const password = process.env['DEMO_PASSWORD'] ?? 'demo-2025!';

const ports = createAdapters(await emulatorConfig(url));

const session = await ports.identity.signIn(email, password);
if (!session.ok) throw new Error(`${session.error.message} (${session.error.detail ?? session.error.kind})`);
console.log(`Sesión iniciada como ${session.value.email}`);

const cases = await ports.cases.listCases(session.value.userId);
if (!cases.ok) throw new Error(`${cases.error.message} (${cases.error.detail ?? cases.error.kind})`);
for (const asunto of sortCasesNewestFirst(cases.value)) {
  const pending = asunto.pago > 0 ? `  ${asunto.pago} pago(s) pendiente(s)` : '';
  console.log(`${formatDate(asunto.fecha).padEnd(10)}  ${asunto.estado.padEnd(9)}  ${asunto.case} — ${asunto.abogadoEstudio}${pending}`);
}

await ports.identity.signOut();
