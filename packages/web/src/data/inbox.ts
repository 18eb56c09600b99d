import {
  newsNeedsCases,
  type Case,
  type Notification,
  type Portal,
  type PortalError,
  type Result,
  type SignedInClient,
} from '@justiciable/core';
import { loaded, type Loaded } from './loaded';

// The inbox is read by the signed-in layout (its unread counts) and by the notifications page's
// route, so it lives here, below the shell and the features alike.

/** The client's notifications, with the cases that tell a payment already made from news (core's unreadNews). */
export interface Inbox {
  readonly notifications: readonly Notification[];
  /** Read only when some unread payment notice needs them; null otherwise, or when they could not be read. */
  readonly cases: readonly Case[] | null;
}

/** Reads the notifications, and the cases only when telling the news apart needs them. */
export async function readInbox(portal: Portal, client: SignedInClient): Promise<Loaded<Inbox>> {
  return inboxOf(portal, client, await portal.listNotifications({ client }), null);
}

/**
 * The inbox of notifications already listed: `knownCases` when given (another read's, fresh
 * enough), else the cases read now if the news needs them. Cases that cannot be read decide
 * nothing: the notices count as they came.
 */
export async function inboxOf(
  portal: Portal,
  client: SignedInClient,
  listed: Result<readonly Notification[], PortalError>,
  knownCases: readonly Case[] | null,
): Promise<Loaded<Inbox>> {
  if (!listed.ok) return loaded(listed);
  if (knownCases !== null || !newsNeedsCases(listed.value))
    return { ok: true, value: { notifications: listed.value, cases: knownCases } };
  const cases = await portal.listCases({ client });
  return { ok: true, value: { notifications: listed.value, cases: cases.ok ? cases.value : null } };
}
