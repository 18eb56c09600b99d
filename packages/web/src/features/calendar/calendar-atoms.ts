import type { CalendarEntry } from '@justiciable/core';
import { atom } from 'jotai';

/** SPEC §3 calendar area. */
export const calendarsAtom = atom<readonly CalendarEntry[]>([]);
/** A lawyer's agenda, read when booking with them. */
export const calendarsFromLawyerAtom = atom<readonly CalendarEntry[]>([]);
/** Empty when all four filters are empty (SPEC §4). */
export const calendarsFilteredAtom = atom<readonly CalendarEntry[]>([]);
/** The agenda entries of the open case. */
export const calendarsCaseAtom = atom<readonly CalendarEntry[]>([]);
export const calendarPaginationAtom = atom(1);
export const calendarsLoadingAtom = atom(false);
export const calendarsFromLawyerLoadingAtom = atom(false);
