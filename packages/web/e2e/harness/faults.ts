import type { Page, Route } from 'playwright-core';

/** A legacy API action's URL, as the portal calls it (api.php/{action}/ with the query string). */
export function legacyAction(action: string): (url: URL) => boolean {
  return (url) => url.pathname.endsWith(`/api.php/${action}/`) || url.pathname.endsWith(`/api.php/${action}`);
}

/** An invocation of one of the Lambda file functions, told apart by the function's name ('upload' or 'download'). */
export function fileFunction(kind: 'upload' | 'download'): (url: URL) => boolean {
  return (url) => /\/lambda\/2015-03-31\/functions\/[^/]+\/invocations$/.test(url.pathname) && url.pathname.includes(`-${kind}-`);
}

/** The faults a service can show: a dropped connection, a 5xx, and an answer that is not JSON. */
export const FAULTS = {
  network: (route: Route) => route.abort('connectionreset'),
  serverError: (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  malformed: (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status": 200, "datos": [' }),
} as const;

/** Makes every call matching `target` fail with `fault` until the returned function lifts it. */
export async function breakService(page: Page, target: (url: URL) => boolean, fault: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  await page.route(target, fault);
  return () => page.unroute(target, fault);
}
