// Saves everything the portal keeps about the demo client in one ZIP ("Descargar mis datos"),
// over the real adapters and a running emulator (`npx @justiciable/emulator --seed demo`), in TypeScript: it
// type-checks with `module: NodeNext` and `strict`, and runs with tsx (or after tsc). The URL
// comes from EMULATOR_URL or the first argument, the folder to write to from the second
// (default: here); the account from DEMO_EMAIL and DEMO_PASSWORD, the seeded demo account by default.
//
//   npx tsx examples/export-my-data.ts http://127.0.0.1:4010 /tmp
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPortal, type PortalError } from '@justiciable/core';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';

const url = process.argv[2] ?? process.env['EMULATOR_URL'] ?? 'http://127.0.0.1:4010';
const folder = process.argv[3] ?? '.';
const email = process.env['DEMO_EMAIL'] ?? 'demo@justiciable.test';
const password = process.env['DEMO_PASSWORD'] ?? 'demo-2025!';

const portal = createPortal(createAdapters(await emulatorConfig(url)));

/** The failure's Spanish message, with its kind and detail for the developer. */
const explain = (error: PortalError) => `${error.message} (${error.kind}: ${error.detail ?? 'sin detalle'})`;

const signedIn = await portal.signIn({ email, password });
if (!signedIn.ok) throw new Error(explain(signedIn.error));
const session = await portal.loadSession();
if (!session.ok) throw new Error(explain(session.error));

const exported = await portal.exportMyData({
  client: session.value.client,
  onProgress: ({ done, total, part }) =>
    console.log(`${String(Math.floor((done / total) * 100)).padStart(3)} %  ${part}`),
});
// A failed export names the part it could not read ('la agenda').
if (!exported.ok) throw new Error(`Falló la lectura de ${exported.error.part}: ${explain(exported.error)}`);

const path = join(folder, exported.value.fileName);
await writeFile(path, exported.value.bytes);
console.log(`Guardado en ${path} (${exported.value.bytes.length.toLocaleString('es-AR')} bytes)`);

await portal.signOut();
