import type { LoadedSession, SessionKeeper, SessionState } from '@justiciable/core';
import { atom, type SetStateAction } from 'jotai';

/** The session keeper of the app whose store this is: session-binding sets it in every store the app renders with. */
export const sessionKeeperAtom = atom<SessionKeeper | null>(null);

/** The keeper's state as it last told it: session-binding subscribes to the keeper and sets it; nothing else writes it. */
export const sessionStateAtom = atom<SessionState>({ status: 'signed-out' });

/**
 * SPEC §3 user area: the signed-in client's record, profile and identity, as core's session keeper
 * holds it (loaded once per sign-in); null when nobody is signed in. The keeper is its only owner:
 * writing it hands the keeper the session to hold (a sign-in, a save of the record).
 */
export const userAtom = atom(
  (get) => {
    const state = get(sessionStateAtom);
    return state.status === 'signed-in' ? state.loaded : null;
  },
  (get, _set, update: SetStateAction<LoadedSession | null>) => {
    const keeper = get(sessionKeeperAtom);
    if (keeper === null) throw new Error('No session keeper is bound to this store');
    const next = typeof update === 'function' ? update(get(userAtom)) : update;
    // Ending a session is the keeper's (a sign-out, a session ended elsewhere), never a write of nobody.
    if (next !== null) keeper.hold(next);
  },
);

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
