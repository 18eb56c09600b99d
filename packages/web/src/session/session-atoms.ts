import type { IdentitySession } from '@justiciable/core';
import { atom } from 'jotai';

/** SPEC §3 session area. */
export const sessionLoadingAtom = atom(false);
export const userAuthAtom = atom<IdentitySession | null>(null);
/** True from a confirmed registration until the client leaves Nueva consulta for the first time. */
export const onBoardingAtom = atom(false);
