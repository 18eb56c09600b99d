import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The published package as a consumer loads it: from dist, through the exports map.
const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('.', import.meta.url));

const fixedNames = [
  'deriveCaseEstado', 'valueOrThrow', 'validatePassword', 'parsePaymentPrice', 'parseDocumentKey',
  'documentFromStorageItem', 'formatDate', 'formatTime', 'PortalFailure', 'calendarEntryFromRow',
  'sortCalendarNewestFirst', 'filterCalendar', 'prependCalendarEntry', 'contactStateFromLatestRequest',
  'sortDirectory', 'visibleInDirectory', 'createPortal', 'catalogue', 'portalError', 'ok', 'err',
];
const testingNames = ['createInMemoryPorts', 'InMemoryCaseRepository', 'aCase', 'describeCaseRepositoryContract'];

const probe = `
  const core = LOAD('@justiciable/core');
  const testing = LOAD('@justiciable/core/testing');
  const portal = core.createPortal(testing.createInMemoryPorts());
  console.log(JSON.stringify({
    core: ${JSON.stringify(fixedNames)}.filter((name) => core[name] === undefined),
    testing: ${JSON.stringify(testingNames)}.filter((name) => testing[name] === undefined),
    estado: core.deriveCaseEstado('Activo', 1),
    useCases: typeof portal.listCases,
  }));
`;

async function load(kind: 'require' | 'import') {
  const script = kind === 'require' ? probe.replaceAll('LOAD', 'require') : `(async () => {${probe.replaceAll('LOAD', 'await import')}})()`;
  const { stdout } = await run(process.execPath, ['-e', script], { cwd: packageDir });
  return JSON.parse(stdout) as { core: string[]; testing: string[]; estado: string; useCases: string };
}

describe('the built @justiciable/core', () => {
  it.each(['require', 'import'] as const)('%s() resolves both entry points and exposes the fixed names', async (kind) => {
    const loaded = await load(kind);
    expect(loaded).toEqual({ core: [], testing: [], estado: 'Pendiente', useCases: 'function' });
  });

  it('explains, from CommonJS, that the contract suites need ESM (vitest is ESM-only)', async () => {
    const script = `try { require('@justiciable/core/testing').describeCaseRepositoryContract('x', () => {}) } catch (e) { console.log(e.message) }`;
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: packageDir });
    expect(stdout).toContain('load the contract suites with import, not require');
  });
});

describe('the @justiciable/source condition the workspace resolves', () => {
  it('points both entry points at src, so adapters and web run core without a build', async () => {
    const script = `console.log(JSON.stringify(['@justiciable/core', '@justiciable/core/testing'].map((name) => import.meta.resolve(name))))`;
    const { stdout } = await run(process.execPath, ['--conditions=@justiciable/source', '--input-type=module', '-e', script], { cwd: packageDir });
    expect(JSON.parse(stdout)).toEqual([new URL('./src/index.ts', import.meta.url).href, new URL('./src/testing/index.ts', import.meta.url).href]);
  });
});
