import { DEFAULT_MEETING_MINUTES } from '@justiciable/core';

/**
 * A slot being picked in the week slot picker, apart from the picker itself (the free-slot rules,
 * its styles): the consultation draft, which the app's first chunk loads, starts from
 * NO_SLOT_CHOICE without bringing the picker into that chunk.
 */

/** What the person has picked so far: a yyyy-mm-dd day, an HH:MM start ('' before one is picked) and a length in minutes. */
export interface SlotChoice {
  readonly day: string | null;
  readonly start: string;
  readonly minutes: number;
}

/** Nothing picked yet; the length offered first is core's default meeting length, an hour. */
export const NO_SLOT_CHOICE: SlotChoice = { day: null, start: '', minutes: DEFAULT_MEETING_MINUTES };
