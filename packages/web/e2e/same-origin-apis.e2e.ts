import { createServer } from 'node:net';
import { createAdapters, emulatorConfig } from '@justiciable/adapters';
import { createPortal, valueOrThrow } from '@justiciable/core';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPortal, type LocalPortal } from '../scripts/local-portal';
import { CLOUD_PATH_PREFIX } from '../scripts/same-origin-apis';
import { checkPage, useBrowser } from './harness/browser';
import { heading, signInThroughWelcome, useAccountMenu, waitForPath } from './harness/portal';

/*
 * `SAME_ORIGIN_APIS=1 npm run dev` (and `npm start`): the app's server passes the emulator's
 * protocols on under its own origin, at /__cloud/…, and config.json names them there, so the
 * adapters call the app's origin for everything but the Lambda functions and a browser sends no
 * CORS preflight. A portal of its own, on Vite's dev server, beside the suite's.
 */

const browser = useBrowser();
let portal: LocalPortal;

/** A port nothing listens on now: Vite's dev server reads port 0 as its default, 5173, which `npm start` may hold. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  portal = await startLocalPortal({
    mode: 'dev',
    port: await freePort(),
    logLevel: 'silent',
    sameOriginApis: true,
    emulator: { port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' },
  });
});

afterAll(async () => {
  await portal?.close();
});

function demoAccount() {
  const demo = portal.emulator.demo;
  if (demo === null) throw new Error('the demo seed is missing');
  return { email: demo.email, password: demo.password };
}

describe('the APIs under the app’s own origin', () => {
  it('config.json names Cognito, the identity pool, GraphQL and api.php on the app’s origin, the Lambda functions on the emulator’s', async () => {
    const config = (await (await fetch(`${portal.appUrl}/__emulator/config.json`)).json()) as Record<string, string>;
    const cloud = `${portal.appUrl}${CLOUD_PATH_PREFIX}`;
    expect(config).toMatchObject({
      userPoolEndpoint: `${cloud}/cognito`,
      identityPoolEndpoint: `${cloud}/cognito-identity`,
      graphqlEndpoint: `${cloud}/graphql`,
      legacyApiBaseUrl: `${cloud}/justiciable-api`,
      lambdaEndpoint: `${portal.emulator.url}/lambda`,
    });
  });

  it('the adapters accept those endpoints: sign in, the session, the agenda and the cases through them', async () => {
    const config = await emulatorConfig(portal.appUrl);
    const app = createPortal(createAdapters(config));
    valueOrThrow(await app.signIn(demoAccount()));
    const { client } = valueOrThrow(await app.loadSession());
    expect(client.email).toBe(demoAccount().email);
    expect(valueOrThrow(await app.listCalendar({ client })).length).toBeGreaterThan(0);
    expect(valueOrThrow(await app.listCases({ client })).length).toBeGreaterThan(0);
    await app.signOut();
  });

  it('a person signs in and opens the agenda with every call on the app’s origin, so none needs a preflight', async () => {
    const requests: Request[] = [];
    const page = await browser.open(`${portal.appUrl}/welcome`, async (context) => {
      context.on('request', (request) => requests.push(request));
    });
    await signInThroughWelcome(page, demoAccount());
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Agenda' }).click();
    await waitForPath(page, '/agenda');
    await heading(page, 'Agenda').waitFor();
    // The count of what the agenda read ('11 eventos'), whichever view it opens in.
    await page
      .locator('.agenda-count')
      .getByText(/^\d+ eventos/)
      .waitFor();
    await checkPage(page, 'same-origin-agenda');

    const cloudCalls = requests.filter((request) => request.url().startsWith(`${portal.appUrl}${CLOUD_PATH_PREFIX}/`));
    const paths = new Set(
      cloudCalls.map((request) => new URL(request.url()).pathname.split('/').slice(0, 3).join('/')),
    );
    expect([...paths]).toEqual(
      expect.arrayContaining([
        `${CLOUD_PATH_PREFIX}/cognito`,
        `${CLOUD_PATH_PREFIX}/graphql`,
        `${CLOUD_PATH_PREFIX}/justiciable-api`,
      ]),
    );
    expect(
      requests.filter((request) => new URL(request.url()).origin !== portal.appUrl).map((request) => request.url()),
    ).toEqual([]);
    expect(requests.filter((request) => request.method() === 'OPTIONS')).toEqual([]);

    // A shared computer: once the client signs out, none of their answers is left in the
    // browser's HTTP cache for the next person to read (the proxy passes the emulator's no-store on).
    const privateReads = cloudCalls
      .filter((request) => request.url().includes('/api.php/'))
      .map((request) => request.url());
    expect(privateReads.length).toBeGreaterThan(0);
    for (const read of cloudCalls.filter((request) => request.url().includes('/api.php/'))) {
      expect((await read.response())?.headers()['cache-control']).toBe('no-store');
    }
    await useAccountMenu(page, 'Cerrar sesión');
    await waitForPath(page, '/welcome');
    const keptInCache = await page.evaluate(async (urls) => {
      const kept: string[] = [];
      for (const url of urls) {
        const cached = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
        if (cached?.ok) kept.push(url);
      }
      return kept;
    }, privateReads);
    expect(keptInCache).toEqual([]);
  });
});
