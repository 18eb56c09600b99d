// Saves everything the portal keeps about the demo client in one ZIP ("Descargar mis datos"),
// over the real adapters and a running emulator (`npm run emulator`). The URL comes from
// EMULATOR_URL or the first argument, the folder to write to from the second (default: here);
// the account from DEMO_EMAIL and DEMO_PASSWORD, the seeded demo account by default.
//
//   node --import tsx packages/adapters/examples/export-my-data.ts http://127.0.0.1:4010 /tmp
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPortal } from '@justiciable/core';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';

const url = process.argv[2] ?? process.env['EMULATOR_URL'] ?? 'http://127.0.0.1:4010';
const folder = process.argv[3] ?? '.';
const email = process.env['DEMO_EMAIL'] ?? 'demo@justiciable.test';
const password = process.env['DEMO_PASSWORD'] ?? 'demo-2025!';

const portal = createPortal(createAdapters(await emulatorConfig(url)));

const signedIn = await portal.signIn({ email, password });
if (!signedIn.ok) throw new Error(`${signedIn.error.message} (${signedIn.error.detail ?? signedIn.error.kind})`);
const session = await portal.loadSession();
if (!session.ok) throw new Error(`${session.error.message} (${session.error.detail ?? session.error.kind})`);

const exported = await portal.exportMyData({
  client: session.value.client,
  onProgress: ({ done, total, part }) => console.log(`${String(Math.floor((done / total) * 100)).padStart(3)} %  ${part}`),
});
if (!exported.ok) throw new Error(`Falló la lectura de ${exported.error.part}: ${exported.error.message} (${exported.error.detail ?? exported.error.kind})`);

const path = join(folder, exported.value.fileName);
await writeFile(path, exported.value.bytes);
console.log(`Guardado en ${path} (${exported.value.bytes.length.toLocaleString('es-AR')} bytes)`);

await portal.signOut();
