import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readSeededAccounts } from '../store/meta';
import { clientConfig } from './client-config';
import { renderConsolePage } from './page';
import { inviteByEmail } from './studio-invitation';

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
  // A studio invites an e-mail, as its lawyer would from their own app: { email, lawyerId, groupId }.
  app.post('/__emulator/invitations', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { email, lawyerId, groupId } = fields;
    if (typeof email !== 'string' || !email.includes('@') || !Number.isInteger(lawyerId) || !Number.isInteger(groupId)) {
      return c.json({ message: 'Se esperaba { email, lawyerId, groupId }' }, 400);
    }
    const invitation = inviteByEmail(ctx, { email, lawyerId: lawyerId as number, groupId: groupId as number });
    return invitation === null ? c.json({ message: 'No se encontró el abogado en ese grupo' }, 404) : c.json(invitation, 201);
  });
}
