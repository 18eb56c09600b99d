import { err, errorMessages, offlineMessages, portalError, type PortalError } from '@justiciable/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaded, readFailureMessage } from './loaded';

afterEach(() => vi.restoreAllMocks());

/** The directory's read that got no answer, as core words it. */
const unanswered: PortalError = { ...portalError.unavailable('network'), message: errorMessages.directory };

describe('loaded', () => {
  it("says 'Sin conexión' for a read that got no answer while the browser is offline, not the service's 'Error al intentar obtener…'", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loaded(err(unanswered))).toEqual({ ok: false, message: offlineMessages.readWhenOnline });
  });

  it("keeps the use-case's message online, and for a refusal, which the connection did not cause", () => {
    expect(readFailureMessage(unanswered)).toBe(errorMessages.directory);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(readFailureMessage(portalError.notFound(errorMessages.directory))).toBe(errorMessages.directory);
  });
});
