/**
 * Renders deploy/nginx/justiciable.conf: the portal's site for nginx, with the security headers it
 * is handed (NginxSiteOptions.securityHeaders). scripts/render-nginx.ts hands it the very function
 * `npm start` sends them with (packages/web/scripts/security-headers.ts), so the two cannot drift,
 * while this folder and the web import nothing of each other. Run from the repo root
 * (deploy/README.md):
 *
 *   JUSTICIABLE_BUILD_ROOT=/srv/justiciable/dist JUSTICIABLE_LISTEN=8080 JUSTICIABLE_SERVER_NAMES=portal.example \
 *   JUSTICIABLE_CONNECT_SRC='https://lambda.sa-east-1.amazonaws.com https://files.example' \
 *   JUSTICIABLE_PROXY=cloud JUSTICIABLE_COGNITO_UPSTREAM=https://cognito-idp.sa-east-1.amazonaws.com … \
 *   node --import tsx scripts/render-nginx.ts > /etc/nginx/conf.d/justiciable.conf
 *
 * `--standalone` prints a whole nginx.conf around the site instead, for an unprivileged nginx
 * whose pid, logs and temporary files live in its prefix (`nginx -p DIR -c DIR/nginx.conf -e
 * DIR/error.log -g 'daemon off;'`), as the end-to-end smoke runs it (packages/web/e2e/nginx.e2e.ts).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';

/** Where Debian's libnginx-mod-http-brotli-static puts the module (scripts/ensure-nginx.mjs installs it). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The CAs nginx trusts for the cloud's certificates unless told otherwise: Debian's ca-certificates bundle. */
export const DEBIAN_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Where Debian's nginx writes its access log. */
export const DEBIAN_ACCESS_LOG = '/var/log/nginx/access.log';

/** The cloud's endpoints the site serves under /__cloud/ (cloud-proxy.conf), each an https origin or URL. */
export interface CloudUpstreams {
  /** The user pool's regional endpoint: https://cognito-idp.sa-east-1.amazonaws.com */
  readonly cognito: string;
  /** The identity pool's: https://cognito-identity.sa-east-1.amazonaws.com */
  readonly cognitoIdentity: string;
  /** The GraphQL API: https://<api-id>.appsync-api.sa-east-1.amazonaws.com/graphql */
  readonly graphql: string;
  /** The legacy API's base, ending in its {product}-api segment: https://<legacy host>/justiciable-api */
  readonly legacyApi: string;
}

export type ProxyOptions =
  | { readonly kind: 'none' }
  /** `trustedCertificate`: the PEM bundle of CAs the upstreams' certificates must chain to (DEBIAN_CA_BUNDLE). */
  | ({ readonly kind: 'cloud'; readonly trustedCertificate?: string } & CloudUpstreams)
  /** /__emulator passed on to the emulator; `sameOrigin` adds every protocol under /__cloud/. */
  | { readonly kind: 'emulator'; readonly upstream: string; readonly sameOrigin: boolean };

export interface NginxSiteOptions {
  /** The build's folder, absolute. */
  readonly buildRoot: string;
  /** A port, or address:port. */
  readonly listen: string;
  /**
   * The Host headers the site answers, each a name or address with the port the browser names
   * (portal.example, 127.0.0.1:8080); any other is answered 421.
   */
  readonly serverNames: readonly string[];
  /** The addresses or CIDR ranges of proxies in front of nginx whose X-Forwarded-For names the client. */
  readonly trustedProxies?: readonly string[];
  /** The access log's file (DEBIAN_ACCESS_LOG), relative to nginx's prefix if not absolute. */
  readonly accessLog?: string;
  /** The CSP's connect-src besides 'self': the origins the app calls that are not under /__cloud/. */
  readonly connectOrigins: readonly string[];
  /** The headers the app asks to be served with, given connect-src's origins (already checked): the web's securityHeaders. */
  readonly securityHeaders: (connectOrigins: readonly string[]) => Readonly<Record<string, string>>;
  /** brotli_static beside gzip_static: needs Debian's libnginx-mod-http-brotli-static. */
  readonly brotli: boolean;
  /** Strict-Transport-Security, for a site reached over HTTPS only. */
  readonly hsts: boolean;
  readonly proxy: ProxyOptions;
}

const template = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** An nginx token that ends no directive and opens no variable, block or string. */
function plain(field: string, value: string): string {
  if (!/^[^\s"'`;${}\\#]+$/.test(value))
    throw new Error(`${field} must be one word without quotes, ';', '$', braces or '#': ${JSON.stringify(value)}`);
  return value;
}

function httpUrl(field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(plain(field, value));
  } catch {
    throw new Error(`${field} must be an http(s) URL: ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '')
    throw new Error(`${field} must be an http(s) URL without query: ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}

/** The cloud's services get a client's password and tokens: only over TLS, whose certificate nginx verifies. */
function httpsUrl(field: string, value: string): string {
  const url = httpUrl(field, value);
  if (new URL(url).protocol !== 'https:') throw new Error(`${field} must be an https URL: ${JSON.stringify(value)}`);
  return url;
}

/** The map lines of the Host headers the site answers: a name, IPv4 or [IPv6] address, and a port if the browser names one. */
function knownHosts(serverNames: readonly string[]): string {
  if (serverNames.length === 0) throw new Error('serverNames must name at least one host.');
  return serverNames
    .map((name) => {
      if (!/^([a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*|\[[\da-f:.]+\])(:\d{1,5})?$/i.test(name))
        throw new Error(`A server name must be a host, with a port if the browser names one: ${JSON.stringify(name)}`);
      return `    "${name.toLowerCase()}"  1;`;
    })
    .join('\n');
}

/** The realip module's lines: X-Forwarded-For believed only from these proxies, its last address not theirs taken as the client's. */
function realIpLines(trustedProxies: readonly string[]): string {
  if (trustedProxies.length === 0) return '';
  const lines = trustedProxies.map((proxy) => {
    if (!/^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[\da-f]*:[\da-f:.]*(\/\d{1,3})?)$/i.test(proxy))
      throw new Error(`A trusted proxy must be an address or CIDR range: ${JSON.stringify(proxy)}`);
    return `    set_real_ip_from ${proxy};`;
  });
  return [...lines, '    real_ip_header X-Forwarded-For;', '    real_ip_recursive on;'].join('\n');
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder}.`);
    return value;
  });
}

/** The add_header lines of the app's security headers, sent with every response, errors included. */
function securityHeaderLines({ connectOrigins, securityHeaders, hsts }: NginxSiteOptions): string {
  const headers: Record<string, string> = {
    ...securityHeaders(connectOrigins.map((origin, index) => httpUrl(`connect origin ${index + 1}`, origin))),
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\$]/.test(value)) throw new Error(`The ${name} header cannot be written in nginx's quotes: ${value}`);
      return `    add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

function proxyLocations(proxy: ProxyOptions): string {
  switch (proxy.kind) {
    case 'none':
      return '';
    case 'cloud': {
      const legacyApi = httpsUrl('legacyApi', proxy.legacyApi);
      const segment = /\/([\w-]+-api)$/.exec(legacyApi)?.[1];
      if (segment === undefined)
        throw new Error(`legacyApi must end in its {product}-api segment (SPEC §9): ${legacyApi}`);
      const graphql = httpsUrl('graphql', proxy.graphql);
      const trustedCertificate = plain('trustedCertificate', proxy.trustedCertificate ?? DEBIAN_CA_BUNDLE);
      if (!isAbsolute(trustedCertificate))
        throw new Error(`trustedCertificate must be an absolute path: ${trustedCertificate}`);
      return `\n${fill(template('cloud-proxy.conf'), {
        COGNITO_UPSTREAM: httpsUrl('cognito', proxy.cognito),
        COGNITO_IDENTITY_UPSTREAM: httpsUrl('cognitoIdentity', proxy.cognitoIdentity),
        GRAPHQL_UPSTREAM: graphql,
        // Where Amplify itself would open them for this endpoint (AWSWebSocketProvider's appsyncUrl).
        GRAPHQL_REALTIME_UPSTREAM: graphql.includes('.appsync-api.')
          ? graphql.replace('.appsync-api.', '.appsync-realtime-api.')
          : `${graphql}/realtime`,
        LEGACY_API_UPSTREAM: legacyApi,
        LEGACY_API_SEGMENT: segment,
        UPSTREAM_CA: trustedCertificate,
      })}`;
    }
    case 'emulator': {
      const values = { EMULATOR_UPSTREAM: httpUrl('emulator upstream', proxy.upstream) };
      const files = proxy.sameOrigin ? ['emulator-proxy.conf', 'emulator-same-origin.conf'] : ['emulator-proxy.conf'];
      return files.map((file) => `\n${fill(template(file), values)}`).join('');
    }
  }
}

/** The site: deploy/nginx/justiciable.conf filled, for nginx's http {} block. */
export function renderNginxSite(options: NginxSiteOptions): string {
  const buildRoot = plain('buildRoot', options.buildRoot);
  if (!isAbsolute(buildRoot)) throw new Error(`buildRoot must be an absolute path: ${buildRoot}`);
  if (!/^([\w.-]+:|\[[\da-f:]+\]:)?\d{1,5}$/i.test(options.listen))
    throw new Error(`listen must be a port or address:port: ${options.listen}`);
  const compression = [...(options.brotli ? ['brotli_static on;'] : []), 'gzip_static on;', 'gzip_vary on;']
    .map((line) => `        ${line}`)
    .join('\n');
  return fill(template('justiciable.conf'), {
    BUILD_ROOT: buildRoot.replace(/\/+$/, ''),
    LISTEN: options.listen,
    SECURITY_HEADERS: securityHeaderLines(options),
    STATIC_COMPRESSION: compression,
    PROXY_LOCATIONS: proxyLocations(options.proxy),
    KNOWN_HOSTS: knownHosts(options.serverNames),
    REAL_IP: realIpLines(options.trustedProxies ?? []),
    ACCESS_LOG: plain('accessLog', options.accessLog ?? DEBIAN_ACCESS_LOG),
  });
}

/**
 * A whole nginx.conf around the site for an nginx started by an unprivileged user with
 * `-p <prefix>`: its pid, logs and temporary files relative to that prefix, nothing under
 * /etc/nginx or /var, one worker. The site's access log is its own (renderNginxSite's accessLog).
 * 4,096 connections: a realtime socket holds two (the client's and the upstream's), and the
 * per-address limits keep one client to 10 sockets and 32 requests of them.
 */
export function renderStandaloneNginxConfig(site: string, { brotli }: { readonly brotli: boolean }): string {
  return [
    '# Generated by scripts/render-nginx.ts --standalone (deploy/nginx/render.ts); run with nginx -p <prefix> -c <this file> -e <prefix>/error.log',
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    'worker_processes 1;',
    'worker_rlimit_nofile 8192;',
    'pid nginx.pid;',
    'error_log error.log warn;',
    'events {',
    '    worker_connections 4096;',
    '}',
    'http {',
    '    sendfile on;',
    '    client_body_temp_path client-body-temp;',
    '    proxy_temp_path proxy-temp;',
    '    fastcgi_temp_path fastcgi-temp;',
    '    uwsgi_temp_path uwsgi-temp;',
    '    scgi_temp_path scgi-temp;',
    site.replace(/^(?=.)/gm, '    '),
    '}',
    '',
  ].join('\n');
}

/** The options from JUSTICIABLE_* environment variables (deploy/README.md); the headers are the caller's. */
export function siteOptionsFromEnv(env: NodeJS.ProcessEnv): Omit<NginxSiteOptions, 'securityHeaders'> {
  const read = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is missing.`);
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (value !== 'on' && value !== 'off') throw new Error(`${name} must be 'on' or 'off': ${value}`);
    return value === 'on';
  };
  const proxy = (): ProxyOptions => {
    const mode = env.JUSTICIABLE_PROXY?.trim() || 'none';
    switch (mode) {
      case 'none':
        return { kind: 'none' };
      case 'cloud':
        return {
          kind: 'cloud',
          cognito: read('JUSTICIABLE_COGNITO_UPSTREAM'),
          cognitoIdentity: read('JUSTICIABLE_COGNITO_IDENTITY_UPSTREAM'),
          graphql: read('JUSTICIABLE_GRAPHQL_UPSTREAM'),
          legacyApi: read('JUSTICIABLE_LEGACY_API_UPSTREAM'),
          ...(env.JUSTICIABLE_UPSTREAM_CA?.trim() ? { trustedCertificate: env.JUSTICIABLE_UPSTREAM_CA.trim() } : {}),
        };
      case 'emulator':
      case 'emulator-same-origin':
        return {
          kind: 'emulator',
          upstream: read('JUSTICIABLE_EMULATOR_UPSTREAM'),
          sameOrigin: mode === 'emulator-same-origin',
        };
      default:
        throw new Error(`JUSTICIABLE_PROXY must be none, cloud, emulator or emulator-same-origin: ${mode}`);
    }
  };
  return {
    buildRoot: read('JUSTICIABLE_BUILD_ROOT'),
    listen: read('JUSTICIABLE_LISTEN'),
    serverNames: read('JUSTICIABLE_SERVER_NAMES').split(/\s+/),
    trustedProxies: (env.JUSTICIABLE_TRUSTED_PROXIES ?? '').split(/\s+/).filter(Boolean),
    ...(env.JUSTICIABLE_ACCESS_LOG?.trim() ? { accessLog: env.JUSTICIABLE_ACCESS_LOG.trim() } : {}),
    connectOrigins: (env.JUSTICIABLE_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
    brotli: flag('JUSTICIABLE_BROTLI', true),
    hsts: flag('JUSTICIABLE_HSTS', false),
    proxy: proxy(),
  };
}
