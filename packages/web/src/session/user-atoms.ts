import type { LoadedSession } from '@justiciable/core';
import { atom } from 'jotai';

/** SPEC §3 user area: the signed-in client's record, profile and identity, as loadSession answers. */
export const userAtom = atom<LoadedSession | null>(null);
export const userLoadingAtom = atom(false);
