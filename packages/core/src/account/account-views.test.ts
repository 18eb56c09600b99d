import { describe, expect, it } from 'vitest';
import { createPortal } from '../create-portal';
import { aSignedInPortal } from '../portal-fixture';
import { expectOk } from '../testing/contract-expectations';

describe('sessionWithSavedRecord', () => {
  it("answers the session with the saved record as loadSession then reads it: the client's new name, the profile's phone", async () => {
    const portal = createPortal(aSignedInPortal().ports);
    const loaded = expectOk(await portal.loadSession());
    const saved = expectOk(
      await portal.saveProfile({ current: loaded.user, changes: { name: 'Ana Pérez', phone: '351 555-0199' } }),
    );

    const now = portal.sessionWithSavedRecord({ loaded, saved });

    expect(now.client.name).toBe('Ana Pérez');
    expect(now.profile.phone).toBe('+5493515550199');
    expect(now.session).toBe(loaded.session);
    expect(now).toEqual(expectOk(await portal.loadSession()));
  });
});
