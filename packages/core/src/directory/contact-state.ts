import { isBlank } from '../shared/blank';
import { serviceDateMillis } from '../shared/date-format';
import type { ContactButton, ContactRequest, ContactState, DirectoryEntry } from './directory-entry';
import type { DirectoryListing } from './directory-ports';

/**
 * The contact state a lawyer's latest request sets on load (SPEC §4).
 *
 * The spec's cases: no request → CONTACTAR; unread and pendiente → PENDIENTE; read, aceptada,
 * the contact is this client's and has no end date → CONTACTADO; read and rechazada, or an end
 * date → CONTACTAR. The combinations it leaves open are decided by the request's estado:
 * - an end date always wins: the contact was unlinked → CONTACTAR;
 * - read and pendiente: seen but unanswered, still waiting → PENDIENTE;
 * - unread and aceptada: an answer implies it was seen → as read (CONTACTADO when the contact is this client's);
 * - aceptada with a contact that is missing or another client's → CONTACTAR;
 * - unread and rechazada → CONTACTAR.
 */
export function contactStateFromLatestRequest(
  request: ContactRequest | null,
  user: { readonly id: string },
): ContactState {
  if (request === null || !isBlank(request.fecha_baja_contacto)) return 'CONTACTAR';
  switch (request.estado) {
    case 'pendiente':
      return 'PENDIENTE';
    case 'aceptada':
      return request.id_contacto_justiciable === user.id ? 'CONTACTADO' : 'CONTACTAR';
    case 'rechazada':
      return 'CONTACTAR';
  }
}

/**
 * The client's latest request to a lawyer, by fecha_alta. Of requests with the same date, or
 * without a readable one, the one listed last wins; a dated request beats an undated one.
 */
export function latestRequestFor(requests: readonly ContactRequest[], lawyerId: string): ContactRequest | null {
  let latest: { readonly request: ContactRequest; readonly millis: number } | null = null;
  for (const request of requests) {
    if (request.id_abogado !== lawyerId) continue;
    const millis = serviceDateMillis(request.fecha_alta) ?? Number.NEGATIVE_INFINITY;
    if (latest === null || millis >= latest.millis) latest = { request, millis };
  }
  return latest?.request ?? null;
}

/** The contact button for a state (SPEC §3, §4): only CONTACTAR can be pressed. */
export function contactButton(state: ContactState): ContactButton {
  return { 'msg-btn': state, disabled: state !== 'CONTACTAR' };
}

export type ContactEvent = 'request-sent' | 'invitation-accepted' | 'invitation-declined' | 'unlinked';

/**
 * The button's transitions (SPEC §4). A request is sent only from CONTACTAR (the button is
 * disabled otherwise), so elsewhere it changes nothing. Accepting a studio's invitation links the
 * client from any state; declining one or unlinking returns to CONTACTAR.
 */
export function nextContactState(state: ContactState, event: ContactEvent): ContactState {
  switch (event) {
    case 'request-sent':
      return state === 'CONTACTAR' ? 'PENDIENTE' : state;
    case 'invitation-accepted':
      return 'CONTACTADO';
    case 'invitation-declined':
    case 'unlinked':
      return 'CONTACTAR';
  }
}

const DIRECTORY_RANK: Readonly<Record<ContactState, number>> = { CONTACTADO: 0, PENDIENTE: 1, CONTACTAR: 2 };

/** The directory ordered CONTACTADO, then PENDIENTE, then CONTACTAR (SPEC §4, §9); stable; does not mutate. */
export function sortDirectory<E extends Pick<DirectoryEntry, 'button'>>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => DIRECTORY_RANK[a.button['msg-btn']] - DIRECTORY_RANK[b.button['msg-btn']]);
}

/** Shown by default (SPEC §4): the lawyer is listed as visible ('t') or is already the client's contact. */
export function visibleInDirectory(entry: Pick<DirectoryEntry, 'visible' | 'button'>): boolean {
  return entry.visible === 't' || entry.button['msg-btn'] === 'CONTACTADO';
}

/** Directory entries with the button each lawyer's latest request sets (SPEC §4); in the listings' order. */
export function withContactStates(
  listings: readonly DirectoryListing[],
  requests: readonly ContactRequest[],
  user: { readonly id: string },
): DirectoryEntry[] {
  return listings.map((listing) => ({
    ...listing,
    button: contactButton(contactStateFromLatestRequest(latestRequestFor(requests, listing.id), user)),
  }));
}
