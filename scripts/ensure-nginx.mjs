// The web server of the production smoke (packages/web/e2e/nginx.e2e.ts, deploy/nginx/): Debian's
// nginx and its brotli_static module, installed with apt when missing, as ensure-chromium.mjs
// installs Chromium. The smoke runs an nginx of its own, unprivileged, on a free port; the service
// Debian's package starts on port 80 where services may start (not in CI's container, whose
// policy-rc.d refuses) is never used, and the script says how to stop it. CI runs as root;
// elsewhere apt goes through sudo, which must not ask for a password, so the step fails with
// instructions instead of hanging.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

const installed = () => existsSync(NGINX) && existsSync(BROTLI_STATIC);

if (installed()) {
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  console.log(`nginx: ${NGINX} (${(version.stderr || version.stdout).trim()}), brotli_static: ${BROTLI_STATIC}`);
  process.exit(0);
}

console.log(`nginx or its brotli_static module is missing: installing ${PACKAGES.join(' ')} with apt-get.`);
const asRoot = process.getuid?.() === 0;
const apt = (args) => {
  const [command, ...rest] = asRoot ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
};

if (!(apt(['update']) && apt(['install', '-y', '--no-install-recommends', ...PACKAGES])) || !installed()) {
  console.error(
    `\nCould not install nginx, which the production smoke (packages/web/e2e/nginx.e2e.ts) runs from ` +
      `deploy/nginx/justiciable.conf, at ${NGINX} with ${BROTLI_STATIC}.\n` +
      `Install it as root (apt-get update && apt-get install -y ${PACKAGES.join(' ')}) and run npm test again.`,
  );
  process.exit(1);
}
console.log(
  `nginx installed: ${NGINX}. The tests start their own; if Debian's nginx service started on port 80 ` +
    `and you do not want it, stop it with: systemctl disable --now nginx`,
);
