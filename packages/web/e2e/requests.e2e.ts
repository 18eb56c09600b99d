import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness/browser';
import { SCREENSHOTS_DIR } from './harness/paths';
import { heading, signInThroughWelcome, submitSignIn, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The request list of each journey, for the closing note of a change. */
const REPORT_FILE = join(dirname(SCREENSHOTS_DIR), 'requests.txt');

interface ServiceCall {
  readonly name: string;
  readonly startedAt: number;
  endedAt: number | null;
}

/**
 * A call to one of the cloud's services, named as the service knows it: the Cognito operation
 * (X-Amz-Target), the GraphQL operation, the api.php action, the Lambda function. Static files
 * and the emulator's configuration are not service calls.
 */
function serviceCallName(request: Request): string | null {
  const target = request.headers()['x-amz-target'];
  if (target !== undefined)
    return `${target.startsWith('AWSCognitoIdentityService.') ? 'Identity pool' : 'Cognito'} ${target.split('.').pop()}`;
  const url = new URL(request.url());
  if (url.pathname.endsWith('/graphql')) return `GraphQL ${graphqlOperation(request.postData())}`;
  const action = /api\.php\/([^/]+)/.exec(url.pathname)?.[1];
  if (action !== undefined) return `api.php ${action}`;
  const lambda = /\/functions\/([^/]+)\/invocations/.exec(url.pathname)?.[1];
  if (lambda !== undefined) return `Lambda ${decodeURIComponent(lambda)}`;
  return null;
}

/** The operation name of a GraphQL request body ({ query, variables }). */
function graphqlOperation(body: string | null): string {
  try {
    const { query } = JSON.parse(body ?? '') as { query?: unknown };
    return (typeof query === 'string' ? /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] : undefined) ?? '?';
  } catch {
    return '?';
  }
}

function recordServiceCalls(page: Page) {
  let calls: ServiceCall[] = [];
  const pending = new Map<Request, ServiceCall>();
  page.on('request', (request) => {
    const name = serviceCallName(request);
    if (name === null) return;
    const call: ServiceCall = { name, startedAt: Date.now(), endedAt: null };
    calls.push(call);
    pending.set(request, call);
  });
  const end = (request: Request) => {
    const call = pending.get(request);
    if (call !== undefined) call.endedAt = Date.now();
    pending.delete(request);
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    names: () => calls.map((call) => call.name),
    /** Calls in sequential waves: a wave starts when a call starts after every earlier call ended. */
    waves: (): string[][] => {
      const waves: string[][] = [];
      let lastEnd = -Infinity;
      for (const call of calls) {
        if (waves.length === 0 || call.startedAt >= lastEnd) waves.push([]);
        waves.at(-1)!.push(call.name);
        lastEnd = Math.max(lastEnd, call.endedAt ?? Infinity);
      }
      return waves;
    },
    reset: () => {
      calls = [];
    },
  };
}

const isIdentityCall = (name: string) => name.startsWith('Cognito ') || name.startsWith('Identity pool ');

describe('what reaches the wire (issue: the session is loaded once per sign-in)', () => {
  it('signs in with only the two SRP calls and one getUser, then tours the six sections asking neither again', async () => {
    const page = await browser.open('/welcome');
    await waitForPath(page, '/welcome');
    const calls = recordServiceCalls(page);

    await submitSignIn(page, servedPortal().demo);
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    // The panel of what needs the client reads beside the form, after its heading shows.
    await page.locator('section.attention:not([aria-busy])').waitFor();
    const signIn = { calls: calls.names(), waves: calls.waves() };
    expect(signIn.calls.filter((name) => isIdentityCall(name) || name.startsWith('GraphQL'))).toEqual([
      'Cognito InitiateAuth',
      'Cognito RespondToAuthChallenge',
      'GraphQL GetUser',
    ]);

    calls.reset();
    const navigation = page.getByRole('navigation', { name: 'Secciones' });
    const sections = [
      { link: 'Asuntos', path: '/asuntos' },
      { link: 'Agenda', path: '/agenda' },
      { link: 'Directorio', path: '/directorio' },
      { link: 'Mis abogados', path: '/abogados' },
      { link: /^Notificaciones/, path: '/notificaciones' },
      { link: 'Nueva consulta', path: '/nuevaConsulta' },
      // A second round: every section again, from the router's cache.
      { link: 'Asuntos', path: '/asuntos' },
      { link: 'Agenda', path: '/agenda' },
    ];
    for (const section of sections) {
      await navigation.getByRole('link', { name: section.link }).click();
      await waitForPath(page, section.path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    }
    const tour = calls.names();
    expect(tour.filter(isIdentityCall)).toEqual([]);
    expect(tour.filter((name) => name === 'GraphQL GetUser')).toEqual([]);
    // Each section's data is read once; coming back within a minute reads nothing again. The
    // agenda is the one the landing panel read, handed over: not read again.
    expect(signIn.calls.filter((name) => name === 'api.php listaAgendas')).toHaveLength(1);
    expect(tour.filter((name) => name === 'api.php listaAsuntos')).toHaveLength(1);
    expect(tour.filter((name) => name === 'api.php listaAgendas')).toHaveLength(0);

    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(
      REPORT_FILE,
      [
        'Sign-in, from the click to Nueva consulta, in sequential waves:',
        ...signIn.waves.map((wave, index) => `  ${index + 1}. ${wave.join(' + ')}`),
        '',
        `Tour of ${sections.map((section) => section.path).join(' → ')}:`,
        ...tour.map((name) => `  ${name}`),
        '',
      ].join('\n'),
    );
  });

  it('signs in again after a logout with the same two SRP calls and one getUser', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cuenta de / })
      .click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/welcome');

    const calls = recordServiceCalls(page);
    await submitSignIn(page, servedPortal().demo);
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    expect(calls.names().filter((name) => isIdentityCall(name) || name.startsWith('GraphQL'))).toEqual([
      'Cognito InitiateAuth',
      'Cognito RespondToAuthChallenge',
      'GraphQL GetUser',
    ]);
  });
});
