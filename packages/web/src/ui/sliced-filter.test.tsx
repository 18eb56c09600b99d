import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSlicedFilter } from './sliced-filter';

const numbers = Array.from({ length: 1000 }, (_, index) => index);

/** Keeps the numbers that end in the search's digit, each on its own. */
const endingIn = (items: readonly number[], digit: number) => items.filter((item) => item % 10 === digit);

/** endingIn, taking 2 ms a slice as a phone might: a search's filtering then spans several tasks. */
function slowlyEndingIn(items: readonly number[], digit: number): readonly number[] {
  const until = performance.now() + 2;
  while (performance.now() < until);
  return endingIn(items, digit);
}

describe('useSlicedFilter', () => {
  it('answers the first search at once, then each new one whole, keeping the one before until then', async () => {
    const keep = vi.fn(slowlyEndingIn);
    const { result, rerender } = renderHook(({ digit }) => useSlicedFilter(numbers, digit, keep), {
      initialProps: { digit: 3 },
    });
    expect(result.current).toEqual({ shown: endingIn(numbers, 3), shownSearch: 3 });

    rerender({ digit: 7 });
    // Until the last slice is filtered, the answer shown is the previous search's, whole.
    expect(result.current).toEqual({ shown: endingIn(numbers, 3), shownSearch: 3 });
    await waitFor(() => expect(result.current.shownSearch).toBe(7));
    expect(result.current.shown).toEqual(endingIn(numbers, 7));
  });

  it('drops a search overtaken before its answer is whole, and answers the latest', async () => {
    // The first search is still being filtered when the next one comes.
    const keep = vi.fn(slowlyEndingIn);
    const { result, rerender } = renderHook(({ digit }) => useSlicedFilter(numbers, digit, keep), {
      initialProps: { digit: 1 },
    });
    rerender({ digit: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    rerender({ digit: 5 });
    await waitFor(() => expect(result.current.shownSearch).toBe(5));
    // Long enough for the overtaken search to have finished, had it gone on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toEqual({ shown: endingIn(numbers, 5), shownSearch: 5 });
    expect(keep.mock.calls.filter(([, digit]) => digit === 2).length).toBeLessThan(numbers.length / 64);
  });

  it('shows a search made before again without filtering anew', async () => {
    const keep = vi.fn(endingIn);
    const { result, rerender } = renderHook(({ digit }) => useSlicedFilter(numbers, digit, keep), {
      initialProps: { digit: 0 },
    });
    rerender({ digit: 4 });
    await waitFor(() => expect(result.current.shownSearch).toBe(4));
    rerender({ digit: 0 });
    await waitFor(() => expect(result.current.shownSearch).toBe(0));
    rerender({ digit: 4 });
    await waitFor(() => expect(result.current.shownSearch).toBe(4));
    const calls = keep.mock.calls.length;
    rerender({ digit: 0 });
    await waitFor(() => expect(result.current.shownSearch).toBe(0));
    rerender({ digit: 4 });
    await waitFor(() => expect(result.current.shownSearch).toBe(4));
    expect(keep.mock.calls.length).toBe(calls);
    expect(result.current.shown).toEqual(endingIn(numbers, 4));
  });

  it('filters new items whole, showing the answer for the old ones until then', async () => {
    const keep = vi.fn(endingIn);
    const more = [...numbers, 1003, 2003];
    const { result, rerender } = renderHook(({ items }) => useSlicedFilter(items, 3, keep), {
      initialProps: { items: numbers as readonly number[] },
    });
    rerender({ items: more });
    await waitFor(() => expect(result.current.shown).toEqual(endingIn(more, 3)));
  });
});
