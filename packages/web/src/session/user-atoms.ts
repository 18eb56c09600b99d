import type { LoadedSession } from '@justiciable/core';
import { atom } from 'jotai';

/**
 * SPEC §3 user area: the signed-in client's record, profile and identity, as loaded once per
 * sign-in. It lives as long as the store, which logout replaces.
 */
export const userAtom = atom<LoadedSession | null>(null);
