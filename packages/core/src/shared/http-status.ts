/** HTTP success is any status in 200-299 (SPEC §8, §9); anything else is a transport failure. */
export function isHttpSuccess(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 299;
}

/** The legacy API's own success status, inside its JSON body (SPEC §7, §9). */
export const LEGACY_SUCCESS_STATUS = 200;

export function isLegacySuccess(status: number): boolean {
  return status === LEGACY_SUCCESS_STATUS;
}
