import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import type { EmulatorContext } from '../context';
import { isAllowedOrigin } from '../portal-origins';
import { readSeededAccounts } from '../store/meta';
import { clientConfig } from './client-config';
import { listClientLinks, listStudioLinks } from './client-links';
import { renderConsolePage } from './page';
import { inviteByEmail } from './studio-invitation';

/**
 * The outbox shows what callers sent (names, titles), escaped; should an escape ever slip, the
 * page still runs no script, loads nothing and submits nowhere.
 */
const CONSOLE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function mountConsole(app: Hono, ctx: EmulatorContext): void {
  const token = consoleGuard(ctx.settings.consoleToken);
  // Every write of the console, present and future, before the token and the body are looked at.
  app.use('/__emulator/*', consoleWriteGuard(ctx));
  app.get('/__emulator', token, (c) => {
    c.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
    const links = { links: listClientLinks(ctx), portalOrigin: ctx.settings.webOrigin, studios: listStudioLinks(ctx) };
    return c.html(
      renderConsolePage(ctx.baseUrl(), ctx.outbox.list(), readSeededAccounts(ctx.db), ctx.settings.consoleToken, links),
    );
  });
  app.get('/__emulator/outbox.json', token, (c) => c.json(ctx.outbox.list()));
  // Open: what the web app boots from, all of it public (the API key ships inside the app).
  app.get('/__emulator/config.json', (c) => c.json(clientConfig(ctx)));
  // A studio invites an e-mail, as its lawyer would from their own app: { email, lawyerId, groupId }.
  app.post('/__emulator/invitations', token, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { email, lawyerId, groupId } = fields;
    if (typeof email !== 'string' || !EMAIL.test(email) || !Number.isInteger(lawyerId) || !Number.isInteger(groupId)) {
      return c.json({ message: 'Se esperaba { email, lawyerId, groupId }' }, 400);
    }
    const invitation = inviteByEmail(ctx, { email, lawyerId: lawyerId as number, groupId: groupId as number });
    return invitation === null
      ? c.json({ message: 'No se encontró el abogado en ese grupo' }, 404)
      : c.json(invitation, 201);
  });
}

/** One address, no spaces or control characters (it becomes an invitation's and a notification's). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

/**
 * The console shows confirmation and password-reset codes and the seeded passwords, and its
 * invitations endpoint writes: on loopback it is open (its purpose, for the developer and the
 * tests on this machine); listening on any other address (HOST=0.0.0.0) it asks for the token
 * printed at start, as `?token=` or `Authorization: Bearer`.
 */
function consoleGuard(expected: string | null): MiddlewareHandler {
  return async (c, next) => {
    if (expected === null) return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const given = c.req.query('token') ?? bearer;
    if (given !== undefined && sameSecret(given, expected)) return next();
    c.header('www-authenticate', 'Bearer realm="emulator console"');
    c.header('cache-control', 'no-store');
    return c.json(
      {
        message:
          'La consola del emulador pide el token que se mostró al iniciarlo (?token=… o Authorization: Bearer …).',
      },
      401,
    );
  };
}

/** The methods a console route may answer without writing; any other is a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where legacy-api/checkout.ts serves the emulated checkout, under the console's prefix. */
const CHECKOUT_PATH = '/__emulator/checkout/';

/**
 * A console write must be a request no other site can make a browser send:
 * a form or a text/plain fetch from any page the developer visits is "simple" and sent without a
 * preflight, so a write must carry the JSON media type (which needs one, and the preflight admits
 * only the portal's origins), and a browser's request must come from the emulator's own origin or
 * a portal origin. Refused: 415 without JSON, 403 from another site; nothing is read or written.
 */
function consoleWriteGuard(ctx: EmulatorContext): MiddlewareHandler {
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    // The emulated Mercado Pago checkout is no console page: the provider's own HTML form posts it (a form body, from the checkout's page).
    if (c.req.path.startsWith(CHECKOUT_PATH)) return next();
    const origin = c.req.header('origin');
    // Browsers send Origin with every POST; a script outside a browser sends none and is the developer's own.
    const fromAnotherSite =
      origin !== undefined &&
      origin !== new URL(ctx.baseUrl()).origin &&
      !isAllowedOrigin(origin, ctx.settings.webOrigin);
    if (fromAnotherSite)
      return c.json({ message: 'La consola del emulador no acepta escrituras desde otro sitio.' }, 403);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return c.json(
        { message: 'La consola del emulador acepta escrituras solo con Content-Type: application/json.' },
        415,
      );
    }
    return next();
  };
}

/** Constant-time comparison of two texts of any length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
