// `npm run bench`: the portal over the real adapters against an emulator seeded with the large
// account (5,000 cases, 50,000 agenda entries, 2,000 lawyers). The machine is shared and noisy,
// so every figure that matters is a ratio measured in this one run, never a time limit.
import { createPortal, filterCalendar, sortCalendarNewestFirst, type CalendarEntry } from '@justiciable/core';
import { startEmulator } from '@justiciable/emulator';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7);

async function median(run: () => Promise<unknown> | unknown): Promise<number> {
  await run(); // warm-up: JIT and connection
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const rows: { what: string; ms: number; note: string }[] = [];
const record = (what: string, ms: number, note = '') => rows.push({ what, ms, note });
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

const emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'large' });
try {
  const ports = createAdapters(await emulatorConfig(emulator.url));
  const portal = createPortal(ports);
  const demo = emulator.demo;
  if (demo === null) throw new Error('the emulator did not seed the demo account');
  const signedIn = await portal.signIn({ email: demo.email, password: demo.password });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  const session = await portal.loadSession();
  if (!session.ok) throw new Error(session.error.message);
  const { client } = session.value;

  // The wire alone: the same legacy action fetched and parsed, no validation or mapping.
  const rawAction = async (action: string, query: Record<string, string>) => {
    const token = await ports.identity.accessToken();
    if (!token.ok || token.value === null) throw new Error('no access token');
    const response = await fetch(`${emulator.url}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`, {
      headers: { authorization: token.value },
    });
    return response.json();
  };

  const wireCalendar = await median(() => rawAction('listaAgendas', { id_justiciable: client.id }));
  const adapterCalendar = await median(() => ports.calendar.listForClient(client.id));
  const portalCalendar = await median(() => portal.listCalendar({ client }));
  record('agenda: wire (fetch + JSON)', wireCalendar);
  record(
    'agenda: adapter (+ valibot + mapping + decoding)',
    adapterCalendar,
    `${ratio(adapterCalendar, wireCalendar)} the wire`,
  );
  record('agenda: use-case listCalendar (+ sort)', portalCalendar, `${ratio(portalCalendar, wireCalendar)} the wire`);

  const calendar = await ports.calendar.listForClient(client.id);
  if (!calendar.ok) throw new Error(calendar.error.message);
  const entries: readonly CalendarEntry[] = calendar.value;
  const subjects = [...new Set(entries.map((entry) => entry.asunto))].slice(0, 3);
  const nativeSort = await median(() => [...entries].sort((a, b) => b.fecha_alta.localeCompare(a.fecha_alta)));
  const coreSort = await median(() => sortCalendarNewestFirst(entries));
  const nativeFilter = await median(() => entries.filter((entry) => subjects.includes(entry.asunto)));
  const coreFilter = await median(() =>
    filterCalendar(entries, { dates: [], subjects, firms: [], meetingTypes: [] }, 'subjects'),
  );
  record(
    `sortCalendarNewestFirst (${entries.length} entries)`,
    coreSort,
    `${ratio(coreSort, nativeSort)} a bare string sort`,
  );
  record(
    `filterCalendar (${entries.length} entries)`,
    coreFilter,
    `${ratio(coreFilter, nativeFilter)} a bare Array.filter`,
  );

  const wireCases = await median(() => rawAction('listaAsuntos', { id_usuario: client.id }));
  const portalCases = await median(() => portal.listCases({ client }));
  record('cases: wire (fetch + JSON)', wireCases);
  record('cases: use-case listCases', portalCases, `${ratio(portalCases, wireCases)} the wire`);

  const wireDirectory = await median(() => rawAction('listaAbogadosDirectorio', {}));
  const portalDirectory = await median(() => portal.listDirectory({ client }));
  record('directory: wire (fetch + JSON)', wireDirectory);
  record(
    'directory: use-case listDirectory (+ contact states, sort)',
    portalDirectory,
    `${ratio(portalDirectory, wireDirectory)} the wire`,
  );

  const cases = await portal.listCases({ client });
  const directory = await portal.listDirectory({ client });
  console.log(
    `\nBenchmark: large account (${cases.ok ? cases.value.length : '?'} cases, ${entries.length} agenda entries, ${directory.ok ? directory.value.length : '?'} visible lawyers), median of ${ROUNDS} rounds\n`,
  );
  const width = Math.max(...rows.map((row) => row.what.length));
  for (const row of rows) console.log(`${row.what.padEnd(width)}  ${row.ms.toFixed(1).padStart(8)} ms  ${row.note}`);
  await portal.signOut();
} finally {
  await emulator.close();
}
