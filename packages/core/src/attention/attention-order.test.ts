import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTENTION_KINDS, type AttentionItem, type AttentionKind } from './attention-item';
import { byUrgency, MEETING_SOON_MS, sortByUrgency } from './attention-order';

const NOW = Date.parse('2026-12-07T12:00:00.000Z');
const HOUR = 3_600_000;

function item(kind: AttentionKind, key: string, overrides: Partial<AttentionItem> = {}): AttentionItem {
  return {
    kind,
    key: `${kind}:${key}`,
    label: kind,
    description: key,
    caseId: null,
    caseName: null,
    movementId: null,
    calendarId: null,
    invitationId: null,
    amount: null,
    count: 1,
    due: null,
    since: null,
    ...overrides,
  };
}

const meetingIn = (key: string, ms: number) =>
  item('meeting', key, { due: { day: '2026-12-07', minutes: null, epochMs: NOW + ms } });

const anItem: fc.Arbitrary<AttentionItem> = fc
  .record({
    kind: fc.constantFrom(...ATTENTION_KINDS),
    id: fc.integer({ min: 1, max: 1_000_000 }),
    startsIn: fc.integer({ min: 0, max: 60 * 24 * HOUR }),
    since: fc.option(fc.integer({ min: NOW - 400 * 24 * HOUR, max: NOW }), { nil: null }),
  })
  .map(({ kind, id, startsIn, since }) =>
    kind === 'meeting' ? { ...meetingIn(String(id), startsIn), since } : item(kind, String(id), { since }),
  );

/** Items with distinct keys, as one answer has. */
const someItems = fc.uniqueArray(anItem, { selector: (listed) => listed.key, maxLength: 40 });

/** 0: a meeting within a day; 1: what waits; 2: a later meeting. */
const bandOf = (listed: AttentionItem) =>
  listed.due === null ? 1 : listed.due.epochMs - NOW <= MEETING_SOON_MS ? 0 : 2;

describe('byUrgency', () => {
  it('puts a meeting within 24 hours first, then what waits on the client by kind, then later meetings', () => {
    const sorted = sortByUrgency(
      [
        meetingIn('next-week', 7 * 24 * HOUR),
        item('invitation', '1'),
        item('message', '1'),
        item('date-request', '1'),
        meetingIn('tomorrow', 20 * HOUR),
        item('file-request', '1'),
        item('payment', '1'),
        meetingIn('in-an-hour', HOUR),
      ],
      NOW,
    );
    expect(sorted.map((listed) => listed.key)).toEqual([
      'meeting:in-an-hour',
      'meeting:tomorrow',
      'payment:1',
      'file-request:1',
      'date-request:1',
      'message:1',
      'invitation:1',
      'meeting:next-week',
    ]);
  });

  it('within a kind, what has waited longest comes first, and what has no known age last', () => {
    const sorted = sortByUrgency(
      [
        item('payment', 'b', { since: null }),
        item('payment', 'c', { since: NOW - HOUR }),
        item('payment', 'a', { since: NOW - 9 * HOUR }),
      ],
      NOW,
    );
    expect(sorted.map((listed) => listed.key)).toEqual(['payment:a', 'payment:c', 'payment:b']);
  });

  it('a meeting exactly 24 hours away is still within the day; a minute later it waits its turn', () => {
    const sorted = sortByUrgency(
      [meetingIn('later', MEETING_SOON_MS + 60_000), item('invitation', '1'), meetingIn('edge', MEETING_SOON_MS)],
      NOW,
    );
    expect(sorted.map((listed) => listed.key)).toEqual(['meeting:edge', 'invitation:1', 'meeting:later']);
  });

  it('keeps the bands in order, meetings by start within each, and kinds in ATTENTION_KINDS order among what waits', () => {
    fc.assert(
      fc.property(someItems, (items) => {
        const sorted = sortByUrgency(items, NOW);
        expect(sorted).toHaveLength(items.length);
        expect(new Set(sorted.map((listed) => listed.key))).toEqual(new Set(items.map((listed) => listed.key)));
        for (let index = 1; index < sorted.length; index++) {
          const before = sorted[index - 1] as AttentionItem;
          const after = sorted[index] as AttentionItem;
          expect(bandOf(before)).toBeLessThanOrEqual(bandOf(after));
          if (bandOf(before) !== bandOf(after)) continue;
          if (before.due !== null && after.due !== null)
            expect(before.due.epochMs).toBeLessThanOrEqual(after.due.epochMs);
          if (before.due === null)
            expect(ATTENTION_KINDS.indexOf(before.kind)).toBeLessThanOrEqual(ATTENTION_KINDS.indexOf(after.kind));
        }
      }),
    );
  });

  it('is a total order: the same items in any order sort the same, and the input is left as it was', () => {
    fc.assert(
      fc.property(
        someItems.chain((items) =>
          fc.tuple(
            fc.constant(items),
            fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
          ),
        ),
        ([items, shuffled]) => {
          const copy = [...items];
          expect(sortByUrgency(shuffled, NOW)).toEqual(sortByUrgency(items, NOW));
          expect(items).toEqual(copy);
        },
      ),
    );
  });

  it('compares an item with itself as equal, and antisymmetrically with another', () => {
    fc.assert(
      fc.property(anItem, anItem, (a, b) => {
        const compare = byUrgency(NOW);
        expect(compare(a, a)).toBe(0);
        if (a.key !== b.key) expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)));
      }),
    );
  });
});
