/**
 * The origins the portal is served from: any local origin (where `npm start`, the dev server and
 * the tests serve it) and the configured web origin. CORS admits only these, and the checkout
 * page sends the browser back only to these.
 */
const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isAllowedOrigin(origin: string, webOrigin: string | null): boolean {
  return localOrigin.test(origin) || (webOrigin !== null && origin === webOrigin);
}
