import { describe, expect, it } from 'vitest';
import { createAppUpdate } from './app-update';

describe('a new version waiting', () => {
  it('is told to its listeners when offered, and apply lets it take over', async () => {
    const update = createAppUpdate();
    const told: boolean[] = [];
    update.subscribe(() => told.push(update.isWaiting()));
    expect(update.isWaiting()).toBe(false);
    await update.apply();

    let takeOvers = 0;
    update.offer(async () => {
      takeOvers += 1;
    });
    await update.apply();

    expect(told).toEqual([true]);
    expect(takeOvers).toBe(1);
  });
});
