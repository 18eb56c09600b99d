import type { LoadedSession } from '@justiciable/core';
import { atom } from 'jotai';

/**
 * SPEC §3 user area: the signed-in client's record, profile and identity, as loaded once per
 * sign-in. It lives as long as the store, which logout replaces.
 */
export const userAtom = atom<LoadedSession | null>(null);

/**
 * How many times the record above was replaced by one saved elsewhere (another tab, device or
 * script: live-account.ts). The account page's forms start again from the record when it moves,
 * while a save of their own, already shown, leaves them as they are.
 */
export const accountChangedElsewhereAtom = atom(0);
