import { appUpdateMessages } from '@justiciable/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppUpdate } from './app-update';
import { AppUpdateBanner } from './app-update-banner';

/** The banner's polite live region, on the page before anything is said in it. */
function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('The banner has no polite live region.');
  return region;
}

describe('the new-version banner', () => {
  it('says nothing while no new version waits, in a polite live region already on the page', () => {
    const { container } = render(<AppUpdateBanner update={createAppUpdate()} />);

    const region = liveRegion(container);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('button', { name: appUpdateMessages.update })).toBeNull();
  });

  it('offers the waiting version, and Actualizar lets it take over, once', async () => {
    const update = createAppUpdate();
    let takeOvers = 0;
    const { container } = render(<AppUpdateBanner update={update} />);

    act(() =>
      update.offer(async () => {
        takeOvers += 1;
      }),
    );
    expect(liveRegion(container).textContent).toContain(appUpdateMessages.available);
    // The button's code comes once a version waits (it is no part of the first load).
    await userEvent.click(await screen.findByRole('button', { name: appUpdateMessages.update }));

    expect(takeOvers).toBe(1);
    // Busy until the page reloads into the new version: a second press sends nothing more.
    await userEvent.click(screen.getByRole('button', { name: appUpdateMessages.update }));
    expect(takeOvers).toBe(1);
  });
});
