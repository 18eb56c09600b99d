import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemsInBand, itemStarts, placesOf } from './window-range';

describe('itemStarts', () => {
  it('places each item after the heights before it: measured ones as measured, the rest at the guess', () => {
    const starts = itemStarts(
      placesOf(['a', 'b', 'c', 'd']),
      new Map([
        ['b', 30],
        ['d', 5],
        ['gone', 999],
      ]),
      100,
    );
    expect([...starts]).toEqual([0, 100, 130, 230, 235]);
  });

  it('gives an empty list no height', () => {
    expect([...itemStarts(placesOf([]), new Map(), 100)]).toEqual([0]);
  });

  it('sums, for any measured few among many, each item as measured or at the guess', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 300 }),
        (heights, estimate) => {
          const keys = heights.map((_, index) => `k${index}`);
          const measured = new Map(
            keys.flatMap((key, index) => (heights[index] === undefined ? [] : [[key, heights[index]] as const])),
          );
          let sum = 0;
          const expected = [0, ...heights.map((height) => (sum += height ?? estimate))];
          expect([...itemStarts(placesOf(keys), measured, estimate)]).toEqual(expected);
        },
      ),
    );
  });
});

describe('itemsInBand', () => {
  // Four items of 100, 50, 200 and 10 px: they start at 0, 100, 150 and 350; the list is 360 high.
  const starts = itemStarts(
    placesOf(['a', 'b', 'c', 'd']),
    new Map([
      ['a', 100],
      ['b', 50],
      ['c', 200],
      ['d', 10],
    ]),
    0,
  );

  it('takes the items the band crosses, even by one pixel, and not the ones that only touch it', () => {
    expect(itemsInBand(starts, 99, 101, 0)).toEqual({ first: 0, last: 2 });
    expect(itemsInBand(starts, 100, 150, 0)).toEqual({ first: 1, last: 2 });
    expect(itemsInBand(starts, 160, 170, 0)).toEqual({ first: 2, last: 3 });
  });

  it('adds the overscan on each side without going past the list', () => {
    expect(itemsInBand(starts, 160, 170, 1)).toEqual({ first: 1, last: 4 });
    expect(itemsInBand(starts, 160, 170, 10)).toEqual({ first: 0, last: 4 });
  });

  it('shows the first items of a list that starts below the window’s view, and the last of one scrolled past', () => {
    expect(itemsInBand(starts, -900, -100, 2)).toEqual({ first: 0, last: 2 });
    expect(itemsInBand(starts, 500, 900, 2)).toEqual({ first: 2, last: 4 });
  });

  it('agrees with looking at every item, for any heights, band and overscan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 300 }),
        fc.integer({ min: -2000, max: 60_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 8 }),
        (heights, top, bandHeight, overscan) => {
          const keys = heights.map((_, index) => String(index));
          const placed = itemStarts(
            placesOf(keys),
            new Map(keys.map((key, index) => [key, heights[index] as number])),
            0,
          );
          const crossing = heights.flatMap((height, index) => {
            const start = placed[index] as number;
            return start + height > top && start < top + bandHeight ? [index] : [];
          });
          const range = itemsInBand(placed, top, top + bandHeight, overscan);
          const count = heights.length;
          if (crossing.length > 0) {
            expect(range.first).toBe(Math.max(0, (crossing[0] as number) - overscan));
            expect(range.last).toBe(Math.min(count, (crossing.at(-1) as number) + 1 + overscan));
          } else {
            // A band over no item still holds at most the overscan's worth, within the list.
            expect(range.last - range.first).toBeLessThanOrEqual(2 * overscan);
          }
          expect(range.first).toBeGreaterThanOrEqual(0);
          expect(range.last).toBeLessThanOrEqual(count);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
