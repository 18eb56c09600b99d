import { ATTENTION_KINDS, type AttentionItem, type AttentionKind } from './attention-item';

/** A meeting that starts within this long from now comes before everything that waits: it cannot wait. */
export const MEETING_SOON_MS = 24 * 3_600_000;

const KIND_RANK: Readonly<Record<AttentionKind, number>> = Object.fromEntries(
  ATTENTION_KINDS.map((kind, index) => [kind, index]),
) as Record<AttentionKind, number>;

/** 0: a meeting within MEETING_SOON_MS; 1: what waits on the client now; 2: a later meeting. */
function band(item: AttentionItem, now: number): number {
  if (item.due === null) return 1;
  return item.due.epochMs - now <= MEETING_SOON_MS ? 0 : 2;
}

/**
 * The order of what needs the client, most urgent first, at the instant `now`:
 * 1. meetings starting within the next 24 hours (MEETING_SOON_MS), soonest first: "a meeting
 *    tomorrow" is the one thing that cannot be done later;
 * 2. then what already waits on the client, by kind (ATTENTION_KINDS: payments, file requests,
 *    date requests, messages, invitations), and within a kind what has waited longest first
 *    (those of unknown age last);
 * 3. then the later meetings, soonest first.
 * Ties end on the item's key, so the order is total: the same items in any order sort the same.
 */
export function byUrgency(now: number): (a: AttentionItem, b: AttentionItem) => number {
  return (a, b) => {
    const bandA = band(a, now);
    const bandB = band(b, now);
    if (bandA !== bandB) return bandA - bandB;
    if (a.due !== null && b.due !== null && a.due.epochMs !== b.due.epochMs) return a.due.epochMs - b.due.epochMs;
    if (a.kind !== b.kind) return KIND_RANK[a.kind] - KIND_RANK[b.kind];
    const sinceA = a.since ?? Number.POSITIVE_INFINITY;
    const sinceB = b.since ?? Number.POSITIVE_INFINITY;
    if (sinceA !== sinceB) return sinceA < sinceB ? -1 : 1;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  };
}

/** What needs the client in byUrgency's order; does not mutate. */
export function sortByUrgency(items: readonly AttentionItem[], now: number): AttentionItem[] {
  return [...items].sort(byUrgency(now));
}
