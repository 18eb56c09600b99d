import { appUpdateMessages } from '@justiciable/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppUpdate } from '../app/app-update';
import { AppUpdateBanner } from './app-update-banner';

describe('the new-version banner', () => {
  it('says nothing while no new version waits, in a status region already on the page', () => {
    render(<AppUpdateBanner update={createAppUpdate()} />);

    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: appUpdateMessages.update })).toBeNull();
  });

  it('offers the waiting version, and Actualizar lets it take over, once', async () => {
    const update = createAppUpdate();
    let takeOvers = 0;
    render(<AppUpdateBanner update={update} />);

    act(() =>
      update.offer(async () => {
        takeOvers += 1;
      }),
    );
    expect(screen.getByRole('status').textContent).toContain(appUpdateMessages.available);
    await userEvent.click(screen.getByRole('button', { name: appUpdateMessages.update }));

    expect(takeOvers).toBe(1);
    // Busy until the page reloads into the new version: a second press sends nothing more.
    await userEvent.click(screen.getByRole('button', { name: appUpdateMessages.update }));
    expect(takeOvers).toBe(1);
  });
});
