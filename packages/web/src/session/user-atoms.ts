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
 * while a save of their own leaves them as they are.
 */
export const accountChangedElsewhereAtom = atom(0);

/**
 * How many saves of the account this tab has under way. The service tells every open portal of
 * the client of a save, this one too, often before the save's own answer: while one is under way,
 * a change that arrives is taken as its echo and does not start the forms again.
 */
export const accountSavesUnderWayAtom = atom(0);
