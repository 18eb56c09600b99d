import { afterEach, describe, expect, it } from 'vitest';
import { reloadOnceOnMissingChunk } from './app-update';

/** What Vite dispatches on window when a dynamic import of the build fails. */
const missingChunk = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

describe('a chunk of the previous build gone after a deployment', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads the page once, into the new build', () => {
    let reloads = 0;
    reloadOnceOnMissingChunk(() => (reloads += 1));

    missingChunk();
    missingChunk();

    expect(reloads).toBe(1);
  });

  it('does not reload the page that was itself that reload, and lets the next page reload again', () => {
    let reloads = 0;
    reloadOnceOnMissingChunk(() => (reloads += 1));
    missingChunk();

    // The reloaded page: a chunk still missing is the router's error to show, not another reload.
    reloadOnceOnMissingChunk(() => (reloads += 1));
    missingChunk();
    expect(reloads).toBe(1);

    // A later page, after another deployment, may reload once more.
    reloadOnceOnMissingChunk(() => (reloads += 1));
    missingChunk();
    expect(reloads).toBe(2);
  });

  it('does not reload while offline, where the chunk failed for the network, and still reloads once back online', () => {
    let reloads = 0;
    let online = false;
    reloadOnceOnMissingChunk(
      () => (reloads += 1),
      () => online,
    );

    missingChunk();
    expect(reloads).toBe(0);

    online = true;
    missingChunk();
    missingChunk();
    expect(reloads).toBe(1);
  });
});
