import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readSeededAccounts } from '../store/meta';
import { clientConfig } from './client-config';
import { renderConsolePage } from './page';

/**
 * The outbox shows what callers sent (names, titles), escaped; should an escape ever slip, the
 * page still runs no script, loads nothing and submits nowhere.
 */
const CONSOLE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function mountConsole(app: Hono, ctx: EmulatorContext): void {
  app.get('/__emulator', (c) => {
    c.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
    return c.html(renderConsolePage(ctx.baseUrl(), ctx.outbox.list(), readSeededAccounts(ctx.db)));
  });
  app.get('/__emulator/outbox.json', (c) => c.json(ctx.outbox.list()));
  app.get('/__emulator/config.json', (c) => c.json(clientConfig(ctx)));
}
