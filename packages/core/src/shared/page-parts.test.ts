import { describe, expect, it } from 'vitest';
import { pageOf, readAsItIs } from './page-parts';
import { portalError } from './portal-error';
import { err, ok } from './result';

describe('pageOf', () => {
  it('keeps each failure on its part: the page answers the rest', () => {
    const failed = err(portalError.unavailable('network'));
    expect(pageOf({ shown: ok(1), failed, none: null })).toEqual(ok({ shown: ok(1), failed, none: null }));
  });

  it("fails the page as a whole with a part's 'unauthenticated', so a watch on ended sessions sees it", () => {
    const ended = portalError.unauthenticated();
    expect(pageOf({ shown: ok(1), ended: err(ended) })).toEqual(err(ended));
  });
});

describe('readAsItIs', () => {
  it('answers the read itself', async () => {
    await expect(readAsItIs('part', async () => ok('value'))).resolves.toEqual(ok('value'));
  });
});
