import { atom } from 'jotai';

/** SPEC §3 session area. */

/**
 * True from a confirmed registration until the client leaves Nueva consulta for the first time,
 * which welcomes them meanwhile. The step that asks an account without a name for it, right after
 * signing in, keeps no state of its own: the portal's needsOnBoarding reads it from the user record.
 */
export const onBoardingAtom = atom(false);
