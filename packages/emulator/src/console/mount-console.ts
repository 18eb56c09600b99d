import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readSeededAccounts } from '../store/meta';
import { clientConfig } from './client-config';
import { renderConsolePage } from './page';

export function mountConsole(app: Hono, ctx: EmulatorContext): void {
  app.get('/__emulator', (c) =>
    c.html(renderConsolePage(ctx.baseUrl(), ctx.outbox.list(), readSeededAccounts(ctx.db))),
  );
  app.get('/__emulator/outbox.json', (c) => c.json(ctx.outbox.list()));
  app.get('/__emulator/config.json', (c) => c.json(clientConfig(ctx)));
}
