// The portal on this machine, run by `npm start` (the emulator build in dist/) and `npm run dev`
// (`--dev`: Vite with hot reload) through scripts/start.mjs: the emulator keeps its data in
// .data/ at the repo root (seeded with the demo account on first start; `--seed large`, a database
// of its own with the large account) and the app is served beside it until Ctrl-C. PORT (5173)
// and EMULATOR_PORT (4010) choose the ports; EMULATOR_RATE_LIMITS=off lifts the emulator's limits
// per address (load tests); SAME_ORIGIN_APIS=1 serves the emulator's protocols under the app's
// own origin, at /__cloud/… (local-portal.ts), so the browser sends no CORS preflight.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rateLimitsFromEnv } from '@justiciable/emulator';
import { startLocalPortal, webRoot } from './local-portal';

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} debe ser un puerto entre 1 y 65535, no '${raw}'. / ${name} must be a port from 1 to 65535.`);
    process.exit(1);
  }
  return port;
}

function readRateLimits(): ReturnType<typeof rateLimitsFromEnv> {
  try {
    return rateLimitsFromEnv(process.env.EMULATOR_RATE_LIMITS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`EMULATOR_RATE_LIMITS no es válido / EMULATOR_RATE_LIMITS is invalid: ${reason}`);
    process.exit(1);
  }
}

function readFlag(name: string): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  console.error(`${name} toma 1 o 0, no '${raw}'. / ${name} takes 1 or 0.`);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const sameOriginApis = readFlag('SAME_ORIGIN_APIS');
const port = readPort('PORT', 5173);
const emulatorPort = readPort('EMULATOR_PORT', 4010);
/** start.mjs passes `--seed demo|large`, checked there. */
const seed = process.argv[process.argv.indexOf('--seed') + 1] === 'large' ? 'large' : 'demo';
// The large account in a folder of its own: beside the database, the emulator keeps its files.
const data = join(
  webRoot,
  '..',
  '..',
  '.data',
  ...(seed === 'large' ? ['large', 'emulator.sqlite'] : ['emulator.sqlite']),
);
if (seed === 'large' && !existsSync(data)) {
  console.log('\nSembrando la cuenta grande (5.000 asuntos, 50.000 turnos): la primera vez tarda un poco.');
  console.log('Seeding the large account (5,000 cases, 50,000 agenda entries): the first start takes a while.\n');
}

const portal = await startLocalPortal({
  mode: dev ? 'dev' : 'preview',
  port,
  // Vite's own banner would print a second, different set of URLs; ours says everything.
  logLevel: dev ? 'info' : 'warn',
  sameOriginApis,
  // The portal's origin, so the console's links lawyers send clients open in it.
  emulator: { port: emulatorPort, data, seed, rateLimits: readRateLimits(), webOrigin: `http://127.0.0.1:${port}` },
}).catch((error: unknown) => {
  if (
    error instanceof Error &&
    (('code' in error && error.code === 'EADDRINUSE') || /already in use/.test(error.message))
  ) {
    console.error(
      `\nUn puerto ya está en uso (app ${port}, emulador ${emulatorPort}): cierre el otro proceso o elija otro con PORT / EMULATOR_PORT.`,
    );
    console.error(
      `A port is already in use (app ${port}, emulator ${emulatorPort}): stop the other process or set PORT / EMULATOR_PORT.\n`,
    );
    process.exit(1);
  }
  throw error;
});

const { demo, url: emulatorUrl } = portal.emulator;
console.log(`
  Justiciable está listo${dev ? ' (desarrollo, con recarga en caliente)' : ''}
  Justiciable is ready${dev ? ' (development, hot reload)' : ''}

  Abra el portal / Open the app       ${portal.appUrl}
${
  demo
    ? `  Cuenta de demostración / Demo account
    Correo electrónico / E-mail       ${demo.email}
    Contraseña / Password             ${demo.password}`
    : '  Sin cuenta de demostración: la base no fue sembrada. / No demo account: the database was not seeded.'
}

${
  sameOriginApis
    ? `  APIs en el origen del portal / APIs on the app's origin  ${portal.appUrl}/__cloud/… (SAME_ORIGIN_APIS=1)
`
    : ''
}  Emulador / Emulator                 ${emulatorUrl}/__emulator
    (códigos de confirmación, correos y los enlaces que los abogados envían a los clientes /
     confirmation codes, e-mails and the links lawyers send clients)
  Datos / Data                        ${data}${seed === 'large' ? ' (cuenta grande / large account)' : ''}

  Ctrl-C detiene todo. / Ctrl-C stops everything.
`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  portal.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
