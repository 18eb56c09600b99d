import { describe, expect, it } from 'vitest';
import { renderNginxSite } from './render';

describe('deploy/nginx/render.ts', () => {
  const site = {
    buildRoot: '/srv/justiciable/dist',
    listen: '8080',
    serverNames: ['portal.example'],
    connectOrigins: [],
    // The web's headers are scripts/render-nginx.ts's to hand in; these tests hold what nginx is told around them.
    securityHeaders: (connectOrigins: readonly string[]) => ({
      'Content-Security-Policy': ["connect-src 'self'", ...connectOrigins].join(' '),
    }),
    brotli: true,
    hsts: true,
    proxy: { kind: 'none' },
  } as const;
  const cloud = {
    kind: 'cloud',
    cognito: 'https://c.example',
    cognitoIdentity: 'https://i.example',
    graphql: 'https://g.example/graphql',
    legacyApi: 'https://l.example/justiciable-api',
  } as const;

  it('verifies the cloud’s certificates against Debian’s bundle unless told otherwise, and names the limits', () => {
    expect(renderNginxSite(site)).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    const rendered = renderNginxSite({ ...site, proxy: cloud });
    for (const line of [
      'proxy_ssl_verify on;',
      'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
      'proxy_ssl_server_name on;',
      'proxy_ssl_name $proxy_host;',
      'limit_conn justiciable_sockets 10;',
      'limit_conn justiciable_requests 32;',
      'access_log /var/log/nginx/access.log justiciable;',
    ]) {
      expect(rendered).toContain(line);
    }
    expect(rendered).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('refuses a value that would end a directive or open one of nginx’s variables, blocks or strings, a cleartext upstream for the cloud, and a site without its names', () => {
    for (const bad of [
      { ...site, buildRoot: 'dist' },
      { ...site, buildRoot: '/srv/dist; autoindex on' },
      { ...site, listen: '80; return 200' },
      { ...site, connectOrigins: ['https://a.example; script-src *'] },
      { ...site, connectOrigins: ['https://$host'] },
      { ...site, serverNames: [] },
      { ...site, serverNames: ['portal.example" 1; default 1; "x'] },
      { ...site, serverNames: ['portal.example@evil.example'] },
      { ...site, trustedProxies: ['0.0.0.0/0; real_ip_header X'] },
      { ...site, accessLog: 'access.log combined; access_log x' },
      { ...site, proxy: { kind: 'emulator', upstream: 'http://127.0.0.1:4010"', sameOrigin: false } },
      { ...site, proxy: { ...cloud, legacyApi: 'https://l/api' } },
      { ...site, proxy: { ...cloud, cognito: 'http://c.example' } },
      { ...site, proxy: { ...cloud, trustedCertificate: 'ca.crt' } },
    ] as const) {
      expect(() => renderNginxSite(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
