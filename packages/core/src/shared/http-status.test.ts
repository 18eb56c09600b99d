import { describe, expect, it } from 'vitest';
import { isLegacySuccess, LEGACY_SUCCESS_STATUS } from './http-status';

describe('status', () => {
  it("SPEC §9: the legacy API's success status is 200", () => {
    expect(LEGACY_SUCCESS_STATUS).toBe(200);
    expect(isLegacySuccess(200)).toBe(true);
    expect(isLegacySuccess(201)).toBe(false);
    expect(isLegacySuccess(400)).toBe(false);
  });
});
