import type { Case } from '../cases/case';
import { makeListCases } from '../cases/list-cases';
import type { Invitation } from '../directory/invitation';
import { makeListPendingInvitations } from '../directory/list-pending-invitations';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { pageOf, readAsItIs, type PagePart, type ReadPart } from '../shared/page-parts';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { makeListNotifications } from './list-notifications';
import type { Notification } from './notification';
import { newsNeedsCases } from './payment-notice';

/** The client's notifications, with the cases that tell a payment already made from news (unreadNews). */
export interface Inbox {
  readonly notifications: readonly Notification[];
  /** Read only when some unread payment notice needs them; null otherwise, or when they could not be read. */
  readonly cases: readonly Case[] | null;
}

/** The cases another read has at hand for the inbox (the signed-in frame's, still coming perhaps); null when none. */
export type KnownCases = readonly Case[] | null | PromiseLike<readonly Case[] | null>;

export interface InboxRequest {
  readonly client: SignedInClient;
  /** Cases another read has (fresh enough), which spare reading them; awaited only once the notifications came. */
  readonly knownCases?: KnownCases;
}

/** The notifications page (SPEC §2 notificaciones): the inbox and the invitations still waiting, each shown or failed on its own. */
export interface NotificationsPage {
  readonly inbox: PagePart<Inbox>;
  readonly invitations: PagePart<readonly Invitation[]>;
}

/** Which of the notifications page's parts `through` reads: its name in the answer. */
export type NotificationsPart = keyof NotificationsPage;

export function makeReadInbox({ notifications, cases }: Pick<PortalPorts, 'notifications' | 'cases'>) {
  const listNotifications = makeListNotifications({ notifications });
  const listCases = makeListCases({ cases });
  return async function readInbox({ client, knownCases = null }: InboxRequest): Promise<Result<Inbox, PortalError>> {
    const listed = await listNotifications({ client });
    if (!listed.ok) return listed;
    const known = await knownCases;
    if (known !== null || !newsNeedsCases(listed.value)) return ok({ notifications: listed.value, cases: known });
    // Cases that cannot be read decide nothing: the notices count as they came.
    const read = await listCases({ client });
    return ok({ notifications: listed.value, cases: read.ok ? read.value : null });
  };
}

export function makeOpenNotifications(ports: Pick<PortalPorts, 'notifications' | 'cases' | 'invitations'>) {
  const readInbox = makeReadInbox(ports);
  const listPendingInvitations = makeListPendingInvitations(ports);
  return async function openNotifications({
    client,
    knownCases,
    through = readAsItIs,
  }: InboxRequest & { readonly through?: ReadPart }): Promise<Result<NotificationsPage, PortalError>> {
    const [inbox, invitations] = await Promise.all([
      through<Inbox>('inbox', () => readInbox({ client, knownCases })),
      through<readonly Invitation[]>('invitations', () => listPendingInvitations({ client })),
    ]);
    return pageOf({ inbox, invitations });
  };
}
