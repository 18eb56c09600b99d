import type { Case } from '@justiciable/core';
import { atom } from 'jotai';

/** SPEC §3 cases area: the client's cases, the filtered view, and whether they are loading. */
export const casesAtom = atom<readonly Case[]>([]);
export const casesFilteredAtom = atom<readonly Case[]>([]);
export const casesLoadingAtom = atom(false);
