/** The legacy API's own success status, inside its JSON body (SPEC §7, §9). */
export const LEGACY_SUCCESS_STATUS = 200;

export function isLegacySuccess(status: number): boolean {
  return status === LEGACY_SUCCESS_STATUS;
}
