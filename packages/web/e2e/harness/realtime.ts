import type { Page, WebSocket } from 'playwright-core';

/** The subscriptions the portal makes after sign-in: the user, billing and location records, so an open portal follows changes made elsewhere. */
export const ACCOUNT_SUBSCRIPTIONS = 5;

export interface RealtimeWire {
  /** Resolves once the service accepted every subscription of the account (its start_acks). */
  readonly subscribed: Promise<void>;
  /** Every frame the realtime socket received, as text. */
  readonly received: string[];
}

/** The tab's realtime socket as the browser sees it: what the service sent on it. */
export function watchRealtime(page: Page): RealtimeWire {
  const received: string[] = [];
  let acks = 0;
  let accepted: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (accepted = resolve));
  page.on('websocket', (socket: WebSocket) => {
    if (!new URL(socket.url()).pathname.endsWith('/graphql/realtime')) return;
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      received.push(text);
      if ((JSON.parse(text) as { type?: string }).type === 'start_ack') acks += 1;
      if (acks >= ACCOUNT_SUBSCRIPTIONS) accepted();
    });
  });
  return { subscribed, received };
}
