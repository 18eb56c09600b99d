// The demo client's cases over the real adapters and a running emulator (`npx @justiciable/emulator --seed demo`):
// signs in, lists the cases, reads the newest case's movements, comments on its latest movement
// and saves the first document found in a case, as bytes. Every use-case answers a Result: a
// failure is a value whose `error` is a PortalError (kind, Spanish message, English detail).
// The URL comes from the first argument or EMULATOR_URL, the folder to save to from the second
// (default: here); the account from DEMO_EMAIL and DEMO_PASSWORD, the seeded demo one by default.
//
//   node examples/my-cases.mjs http://127.0.0.1:4010 /tmp
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPortal, formatDate, formatServiceDay } from '@justiciable/core';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';

const url = process.argv[2] ?? process.env.EMULATOR_URL ?? 'http://127.0.0.1:4010';
const folder = process.argv[3] ?? '.';
const email = process.env.DEMO_EMAIL ?? 'demo@justiciable.test';
const password = process.env.DEMO_PASSWORD ?? 'demo-2025!';

/** Ends the script with the failure's Spanish message, and its kind and detail for the developer. */
function fail({ message, kind, detail }) {
  console.error(`${message} (${kind}: ${detail ?? 'sin detalle'})`);
  process.exit(1);
}

const portal = createPortal(createAdapters(await emulatorConfig(url)));

const signedIn = await portal.signIn({ email, password });
if (!signedIn.ok) fail(signedIn.error);
const session = await portal.loadSession();
if (!session.ok) fail(session.error);
const { client } = session.value;
console.log(`Sesión iniciada como ${client.email}`);

const cases = await portal.listCases({ client });
if (!cases.ok) fail(cases.error);
for (const asunto of cases.value) {
  const pending = asunto.pago > 0 ? `  ${asunto.pago} pago(s) pendiente(s)` : '';
  console.log(
    `${formatDate(asunto.fecha).padEnd(10)}  ${asunto.estado.padEnd(9)}  ${asunto.case} — ${asunto.abogadoEstudio}${pending}`,
  );
}

// The newest case, its movements newest first with their type's name.
const [newest] = cases.value;
if (newest === undefined) fail({ message: 'No tiene asuntos', kind: 'not-found' });
const file = await portal.listMovements({ caseId: newest.id });
if (!file.ok) fail(file.error);
console.log(`\nMovimientos de ${newest.case}:`);
for (const movement of file.value.movements) {
  console.log(
    `  ${formatServiceDay(movement.createdAt).padEnd(10)}  ${movement.typeName}: ${movement.descripcion_movimiento ?? ''}`,
  );
}

const [latest] = file.value.movements;
if (latest !== undefined) {
  const comment = await portal.addComment({ client, movementId: latest.id_movimiento, text: 'Recibido, gracias.' });
  if (!comment.ok) fail(comment.error);
  console.log(`Comentario agregado a «${latest.typeName}»`);
}

// The first case holding a document: its bytes, name and media type in one call.
for (const asunto of cases.value) {
  const documents = await portal.listCaseDocuments({ caseId: asunto.id, groupId: asunto.id_grupo });
  if (!documents.ok) fail(documents.error);
  const [document] = documents.value;
  if (document === undefined) continue;
  const content = await portal.readCaseFile({ fileKey: document.id });
  if (!content.ok) fail(content.error);
  const path = join(folder, content.value.name);
  await writeFile(path, content.value.bytes);
  console.log(`Guardado ${path} (${content.value.type}, ${content.value.bytes.length} bytes) de ${asunto.case}`);
  break;
}

const signedOut = await portal.signOut();
if (!signedOut.ok) fail(signedOut.error);
