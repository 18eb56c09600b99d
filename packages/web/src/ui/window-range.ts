/** Where each key stands in a list: its index, and how many items there are. */
export interface ItemPlaces {
  readonly count: number;
  readonly indexOf: ReadonlyMap<string, number>;
}

export function placesOf(keys: readonly string[]): ItemPlaces {
  return { count: keys.length, indexOf: new Map(keys.map((key, index) => [key, index])) };
}

/**
 * Where each item of a list starts, in px from the list's top, from the items' heights:
 * `starts[i]` is the sum of the heights before item i, and `starts[count]` the list's height.
 * Looks up only the measured items, which are few beside a long list's tens of thousands: a
 * measurement then costs a sum over the list, not a lookup per item.
 */
export function itemStarts(places: ItemPlaces, measured: ReadonlyMap<string, number>, estimate: number): Float64Array {
  const starts = new Float64Array(places.count + 1);
  // First each measured item's difference from the guess, at the place its start will take…
  for (const [key, height] of measured) {
    const index = places.indexOf.get(key);
    if (index !== undefined) starts[index + 1] = height - estimate;
  }
  // …then the sums, each place read before it is written.
  let start = 0;
  for (let index = 1; index <= places.count; index++) {
    start += estimate + (starts[index] as number);
    starts[index] = start;
  }
  return starts;
}

/** Items `first` to `last`, `last` excluded. */
export interface ItemRange {
  readonly first: number;
  readonly last: number;
}

/**
 * The items that cross the band [top, bottom) of the list (px from the list's top; top may be
 * negative when the list starts below the window's top), with `overscan` more on each side so a
 * scroll shows items already there.
 */
export function itemsInBand(starts: Float64Array, top: number, bottom: number, overscan: number): ItemRange {
  const count = starts.length - 1;
  // The first item that ends below the band's top, by bisection: thousands of items stay cheap.
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle + 1] as number) > top) high = middle;
    else low = middle + 1;
  }
  let end = low;
  while (end < count && (starts[end] as number) < bottom) end++;
  return { first: Math.max(0, low - overscan), last: Math.min(count, end + overscan) };
}

export function sameRange(one: ItemRange, other: ItemRange): boolean {
  return one.first === other.first && one.last === other.last;
}
