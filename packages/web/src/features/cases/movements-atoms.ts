import type { Movement } from '@justiciable/core';
import { atom } from 'jotai';

/** SPEC §3 movements area, with the spec's own names (movents). */
export const moventsAtom = atom<readonly Movement[]>([]);
export const moventsFilteredAtom = atom<readonly Movement[]>([]);
export const moventsLoadingAtom = atom(false);
