// The browser of the end-to-end tests (packages/web/e2e): the system Chromium, installed with
// apt when it is missing. CI runs as root; elsewhere apt goes through sudo, which must not ask
// for a password, so the step fails with instructions instead of hanging.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium: ${CHROMIUM}`);
  process.exit(0);
}

console.log(`${CHROMIUM} is missing: installing Chromium with apt-get.`);
const asRoot = process.getuid?.() === 0;
const apt = (args) => {
  const [command, ...rest] = asRoot ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
};

if (!(apt(['update']) && apt(['install', '-y', 'chromium'])) || !existsSync(CHROMIUM)) {
  console.error(
    `\nCould not install Chromium, which the end-to-end tests drive at ${CHROMIUM}.\n` +
      `Install it as root (apt-get update && apt-get install -y chromium) and run npm test again.`,
  );
  process.exit(1);
}
console.log(`Chromium installed: ${CHROMIUM}`);
