import type { BrowserContext, Page, Request, Route } from 'playwright-core';

/** One kind of call the portal makes: where it goes and, where several share an address, which one it is. */
export interface ServiceCall {
  /** The call's name, for messages. */
  readonly name: string;
  /** The addresses it goes to, as page.route takes them. */
  readonly url: (url: URL) => boolean;
  /** Whether a request to such an address is this call (its method, body or headers). */
  readonly matches: (request: Request) => boolean;
}

/** A legacy API action, as the portal calls it (GET api.php/{action}/ with the query string). */
export function legacyAction(action: string): ServiceCall {
  const url = (address: URL) =>
    address.pathname.endsWith(`/api.php/${action}/`) || address.pathname.endsWith(`/api.php/${action}`);
  return { name: action, url, matches: (request) => request.method() === 'GET' && url(new URL(request.url())) };
}

/** An invocation of one of the Lambda file functions, told apart by the function's name ('upload' or 'download'). */
export function fileFunction(kind: 'upload' | 'download'): ServiceCall {
  const url = (address: URL) =>
    /\/lambda\/2015-03-31\/functions\/[^/]+\/invocations$/.test(address.pathname) &&
    address.pathname.includes(`-${kind}-`);
  return {
    name: `${kind} function`,
    url,
    matches: (request) => request.method() === 'POST' && url(new URL(request.url())),
  };
}

/**
 * One GraphQL operation, by the name its document gives it (`mutation UpdateUser(…)`), and, when
 * one operation serves several intents, by its variables.
 */
export function graphqlOperation(
  operation: string,
  variables: (values: Record<string, unknown>) => boolean = () => true,
): ServiceCall {
  const url = (address: URL) => address.pathname.endsWith('/graphql');
  const named = new RegExp(`^\\s*(query|mutation)\\s+${operation}\\b`);
  return {
    name: operation,
    url,
    matches: (request) => {
      if (request.method() !== 'POST' || !url(new URL(request.url()))) return false;
      const body = request.postDataJSON() as { query?: unknown; variables?: Record<string, unknown> } | null;
      return typeof body?.query === 'string' && named.test(body.query) && variables(body.variables ?? {});
    },
  };
}

/** One call to the user pool, by its operation (X-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth). */
export function cognitoOperation(operation: string): ServiceCall {
  const url = (address: URL) => /\/cognito\/?$/.test(address.pathname);
  return {
    name: operation,
    url,
    matches: (request) =>
      request.method() === 'POST' &&
      url(new URL(request.url())) &&
      request.headers()['x-amz-target'] === `AWSCognitoIdentityProviderService.${operation}`,
  };
}

/**
 * The faults a service can show: a dropped connection, no answer at all (the client's timeout
 * must end the wait), a 5xx, and an answer that is not JSON.
 */
export const FAULTS = {
  network: (route: Route) => route.abort('connectionreset'),
  // Held, unanswered, for as long as the page lives: the service never sees it (the pages under
  // this fault run with SHORT_TIMEOUTS).
  timeout: () => new Promise<void>(() => undefined),
  serverError: (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  malformed: (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status": 200, "datos": [' }),
} as const;

export type FaultName = keyof typeof FAULTS;

/** Makes every `call` fail with `fault` until the returned function lifts it; other calls to the same address go through. */
export async function breakService(
  page: Page,
  call: ServiceCall,
  fault: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  let active = true;
  let holding = 0;
  const handler = async (route: Route) => {
    if (!active || !call.matches(route.request())) return route.fallback();
    holding += 1;
    try {
      await fault(route);
    } finally {
      holding -= 1;
    }
  };
  await page.route(call.url, handler);
  return async () => {
    active = false;
    // Playwright lets a request still held by a route go on to the network once the route is
    // removed, so while the fault holds one its route stays, passing every other request on.
    if (holding === 0) await page.unroute(call.url, handler);
  };
}

/**
 * The client's timeouts on the pages a test puts under the timeout fault: a request that never
 * answers fails after a second and a half, and a read is tried twice, instead of three times
 * 15 s. The adapters take them from config.json (emulatorConfig), which this adds them to.
 */
export const SHORT_TIMEOUTS = { timeouts: { requestMs: 1_500, fileMs: 1_500 }, readRetries: 1 } as const;

export async function useShortTimeouts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname === '/__emulator/config.json',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), ...SHORT_TIMEOUTS } });
    },
  );
}

/** The requests of one call the page has sent, a retry counted as a request of its own, and how many are done. */
export interface CallRecord {
  /** How many were sent so far. */
  sent(): number;
  /** What each one sent, in order: its query string or its body. */
  payloads(): readonly string[];
  /** Waits until every request sent so far got an answer or failed (aborted, timed out, refused). */
  settled(): Promise<void>;
}

export function recordCalls(page: Page, call: ServiceCall): CallRecord {
  const sent: Request[] = [];
  const done = new Set<Request>();
  let wake: () => void = () => undefined;
  page.on('request', (request) => {
    if (call.matches(request)) sent.push(request);
  });
  const finish = (request: Request) => {
    if (!sent.includes(request)) return;
    done.add(request);
    wake();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    sent: () => sent.length,
    payloads: () => sent.map((request) => request.postData() ?? new URL(request.url()).search),
    settled: async () => {
      while (sent.some((request) => !done.has(request))) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}
