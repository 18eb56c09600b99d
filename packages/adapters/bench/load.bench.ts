// `npm run bench -- load`: BENCH_LOAD_CLIENTS (50) clients at once against one emulator on
// loopback for BENCH_LOAD_SECONDS (30): each signs in, then reads its cases, its agenda and one
// case's movements and adds a comment, again and again with no pause. Figures, never time limits:
// requests per second and latency percentiles; it fails only on an error, an acknowledged
// comment missing afterwards, or an answer holding another client's data.
//
// The emulator runs on this thread and the clients on worker threads (bench/load-client.ts), so
// the clients' own work (JSON, validation) does not queue behind the server's on one event loop.
import { rmSync, mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startEmulator } from '@justiciable/emulator';
import {
  clientTag,
  type Action,
  type ClientSpec,
  type ReadyClient,
  type ToMain,
  type ToWorker,
  type WorkerInput,
  type WorkerReport,
} from './load-protocol';

const CLIENTS = Number(process.env['BENCH_LOAD_CLIENTS'] ?? 50);
const SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 30);
// One core stays the emulator's; the clients share the rest.
const THREADS = Math.max(1, Math.min(CLIENTS, availableParallelism() - 1));
/** The consultations must stay pending: an emulated lawyer accepting them mid-run would be a writer the load does not count. */
const NO_AUTO_ACCEPT_MS = 60 * 60 * 1000;

const spec = (index: number): ClientSpec => {
  const tag = clientTag(index);
  return {
    index,
    email: `${tag}@carga.justiciable.test`,
    password: `clave-${tag}!`,
    name: `Cliente ${tag}`,
    phone: `+5493511${String(index).padStart(6, '0')}`,
  };
};

const loadLine = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

// A database file, as `npm start` keeps it (WAL on disk), so every comment's commit costs what it
// costs there; :memory: would leave the disk out of the figures.
const dataDir = mkdtempSync(join(tmpdir(), 'justiciable-bench-load-'));
// Rate limits off: fifty clients sharing 127.0.0.1 are one address to the limiter.
const emulator = await startEmulator({
  port: 0,
  data: join(dataDir, 'emulator.sqlite'),
  seed: 'demo',
  rateLimits: 'off',
  autoAcceptMs: NO_AUTO_ACCEPT_MS,
});
const workers: Worker[] = [];
let failed = true;
try {
  console.log(
    `\nLoad: ${CLIENTS} clients for ${SECONDS} s on ${emulator.url} (${THREADS} client thread${THREADS === 1 ? '' : 's'}, ${availableParallelism()} CPUs)`,
  );
  console.log(`Preparing: ${CLIENTS} sign-ups confirmed with the outbox's codes, two consultations each…`);
  const preparing = performance.now();
  const ready: ReadyClient[] = [];
  const reports: Promise<WorkerReport>[] = [];
  const readiness: Promise<void>[] = [];
  // tsx's loader is not in force for a worker's entry module in Node 20, so each worker registers it first.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./load-client.ts', import.meta.url).href);
  for (let thread = 0; thread < THREADS; thread++) {
    const clients = Array.from({ length: CLIENTS }, (_, index) => index)
      .filter((index) => index % THREADS === thread)
      .map(spec);
    const workerData: WorkerInput = { url: emulator.url, clients };
    const worker = new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`, {
      eval: true,
      workerData,
    });
    workers.push(worker);
    const failure = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`a client thread exited with code ${code}`)));
    });
    const message = <T extends ToMain['type']>(type: T) =>
      Promise.race([
        failure,
        new Promise<Extract<ToMain, { type: T }>>((resolve) => {
          const listener = (received: ToMain) => {
            if (received.type !== type) return;
            worker.off('message', listener);
            resolve(received as Extract<ToMain, { type: T }>);
          };
          worker.on('message', listener);
        }),
      ]);
    readiness.push(message('ready').then(({ clients: done }) => void ready.push(...done)));
    reports.push(message('report').then(({ report }) => report));
  }
  await Promise.all(readiness);
  console.log(
    `Prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s. Load average (1 / 5 / 15 min) at the start: ${loadLine()}`,
  );

  const serverBusy = performance.eventLoopUtilization();
  for (const worker of workers)
    worker.postMessage({ type: 'start', seconds: SECONDS, everyone: ready } satisfies ToWorker);
  const done = await Promise.all(reports);
  const busy = {
    server: performance.eventLoopUtilization(serverBusy).utilization,
    clients: done.map((part) => part.busy),
  };
  failed = report(done, loadLine(), busy);
} finally {
  await Promise.all(workers.map((worker) => worker.terminate()));
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** Prints the figures; answers whether the run failed. */
function report(
  done: readonly WorkerReport[],
  endLoad: string,
  busy: { readonly server: number; readonly clients: readonly number[] },
): boolean {
  const actions: readonly Action[] = ['sign in', 'cases', 'agenda', 'movements', 'comment'];
  const windowS = Math.max(...done.map((part) => part.windowMs)) / 1000;
  const all = (pick: (part: WorkerReport) => readonly string[]) => done.flatMap(pick);
  const sum = (pick: (part: WorkerReport) => number) => done.reduce((total, part) => total + pick(part), 0);
  const requests = sum((part) => part.requests);
  const rows: (readonly [string, readonly number[]])[] = actions.map((action) => [
    action,
    done.flatMap((part) => part.samples[action]),
  ]);
  // Fifty sign-ins queue at once behind the pool's password hashing; apart, they would hide the loop's tail.
  rows.push(['loop', rows.slice(1).flatMap(([, samples]) => samples)], ['all', rows.flatMap(([, samples]) => samples)]);

  console.log(`\n${requests} HTTP requests in ${windowS.toFixed(1)} s: ${(requests / windowS).toFixed(0)} requests/s`);
  console.log(`Load average (1 / 5 / 15 min) at the end: ${endLoad}`);
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  console.log(
    `Busy (event-loop utilization): emulator ${percent(busy.server)}, client thread${busy.clients.length === 1 ? '' : 's'} ${busy.clients.map(percent).join(', ')}\n`,
  );
  console.log(
    `${'action'.padEnd(10)} ${'count'.padStart(7)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const [action, samples] of rows) {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (p: number) =>
      sorted.length === 0 ? Number.NaN : (sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN);
    const cells = [at(50), at(95), at(99), sorted.at(-1) ?? Number.NaN].map((ms) => ms.toFixed(1).padStart(8));
    console.log(
      `${action.padEnd(10)} ${String(sorted.length).padStart(7)} ${(sorted.length / windowS).toFixed(0).padStart(7)} ${cells.join(' ')}`,
    );
  }

  const errors = all((part) => part.errors);
  const lost = all((part) => part.lost);
  const leaks = all((part) => part.leaks);
  console.log(`\nerrors: ${errors.length}`);
  console.log(
    `comments acknowledged: ${sum((part) => part.acknowledged)}, found after: ${sum((part) => part.found)}, lost: ${lost.length}, stored without an acknowledgement: ${sum((part) => part.unacknowledged)}`,
  );
  console.log(`leaks (another client's id, case or text in an answer): ${leaks.length}`);
  for (const [what, list] of [
    ['error', errors],
    ['lost', lost],
    ['leak', leaks],
  ] as const) {
    for (const line of list.slice(0, 5)) console.log(`  ${what}: ${line}`);
    if (list.length > 5) console.log(`  … and ${list.length - 5} more`);
  }
  return errors.length > 0 || lost.length > 0 || leaks.length > 0;
}
