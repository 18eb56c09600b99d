// Runs the workspace's pinned pnpm through npx, so a fresh machine needs only Node and npm
// (corepack cannot verify pnpm's signature on this network).
import { spawnSync } from 'node:child_process';

export const PNPM = 'pnpm@10.34.9';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', PNPM, ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
