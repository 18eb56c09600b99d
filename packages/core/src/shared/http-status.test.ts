import { describe, expect, it } from 'vitest';
import { isHttpSuccess, isLegacySuccess, LEGACY_SUCCESS_STATUS } from './http-status';

describe('status', () => {
  it('SPEC §9: HTTP success is 200-299', () => {
    expect([200, 201, 204, 299].every(isHttpSuccess)).toBe(true);
    expect([199, 300, 304, 400, 500, 0, 200.5].some(isHttpSuccess)).toBe(false);
  });

  it("SPEC §9: the legacy API's success status is 200", () => {
    expect(LEGACY_SUCCESS_STATUS).toBe(200);
    expect(isLegacySuccess(200)).toBe(true);
    expect(isLegacySuccess(201)).toBe(false);
    expect(isLegacySuccess(400)).toBe(false);
  });
});
