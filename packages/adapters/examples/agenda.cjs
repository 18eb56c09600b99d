// The demo client's agenda over the real adapters and a running emulator (`npx @justiciable/emulator --seed demo`),
// from CommonJS, in the style of a script that prefers exceptions to Results: `valueOrThrow`
// answers a success's value or throws a `PortalFailure` carrying the failure's kind, Spanish
// message and English detail. Configuration failures (an emulator that does not answer, a bad
// field) throw the same PortalFailure. The URL comes from the first argument or EMULATOR_URL; the
// account from DEMO_EMAIL and DEMO_PASSWORD, the seeded demo one by default.
//
//   node examples/agenda.cjs http://127.0.0.1:4010
const { createPortal, isPortalFailure, PortalFailure, valueOrThrow } = require('@justiciable/core');
const { createAdapters, emulatorConfig } = require('@justiciable/adapters');

const url = process.argv[2] ?? process.env.EMULATOR_URL ?? 'http://127.0.0.1:4010';
const email = process.env.DEMO_EMAIL ?? 'demo@justiciable.test';
const password = process.env.DEMO_PASSWORD ?? 'demo-2025!';

async function main() {
  const portal = createPortal(createAdapters(await emulatorConfig(url)));
  valueOrThrow(await portal.signIn({ email, password }));
  try {
    const { client } = valueOrThrow(await portal.loadSession());
    console.log(`Agenda de ${client.name}`);

    // Newest first; an unanswered date request has no day yet.
    const agenda = valueOrThrow(await portal.listCalendar({ client }));
    for (const entry of agenda) {
      const when = entry.day === null ? 'sin fecha' : `${entry.day} ${entry.hora_ini}`;
      console.log(`  ${when.padEnd(16)}  ${entry.tipo_reunion.padEnd(12)}  ${entry.asunto} (${entry.abogadoEstudio})`);
    }

    // A refusal is thrown too, and can be told apart by its kind: an empty comment is refused
    // before anything is sent, as 'invalid-input' on the field `text`.
    const [withMovement] = agenda.filter((entry) => entry.id_movimiento !== null);
    if (withMovement !== undefined) {
      try {
        valueOrThrow(await portal.addComment({ client, movementId: withMovement.id_movimiento, text: '   ' }));
      } catch (failure) {
        if (!(failure instanceof PortalFailure) || failure.kind !== 'invalid-input') throw failure;
        console.log(`Comentario rechazado: ${failure.message} (campo ${failure.error.field})`);
      }
    }
  } finally {
    await portal.signOut();
  }
}

main().catch((failure) => {
  // isPortalFailure also recognizes a PortalFailure from another copy of the package.
  if (!isPortalFailure(failure)) throw failure;
  console.error(`${failure.message} (${failure.kind}: ${failure.detail ?? 'sin detalle'})`);
  process.exitCode = 1;
});
