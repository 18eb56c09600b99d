/**
 * Prints the portal's nginx site (or, with `--standalone`, a whole nginx.conf around it) from the
 * JUSTICIABLE_* environment variables (deploy/README.md). The one place that joins the
 * two: deploy/nginx/render.ts writes nginx's configuration, packages/web/scripts/security-headers.ts
 * says which headers the app must be served with; neither imports the other.
 *
 *   node --import tsx scripts/render-nginx.ts > /etc/nginx/conf.d/justiciable.conf
 */
import { renderNginxSite, renderStandaloneNginxConfig, siteOptionsFromEnv } from '../deploy/nginx/render';
import { securityHeaders } from '../packages/web/scripts/security-headers';

try {
  const options = {
    ...siteOptionsFromEnv(process.env),
    securityHeaders: (connectOrigins: readonly string[]) => securityHeaders({ connectOrigins }),
  };
  const site = renderNginxSite(options);
  process.stdout.write(process.argv.includes('--standalone') ? renderStandaloneNginxConfig(site, options) : site);
} catch (error) {
  console.error(`scripts/render-nginx.ts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
