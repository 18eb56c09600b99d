/**
 * A slot being picked in the week slot picker, apart from the picker itself (luxon, the free-slot
 * rules, its styles): the consultation draft, which the app's first chunk loads, starts from
 * NO_SLOT_CHOICE without bringing the picker into that chunk.
 */

/** What the person has picked so far: a yyyy-mm-dd day, an HH:MM start ('' before one is picked) and a length. */
export interface SlotChoice {
  readonly day: string | null;
  readonly start: string;
  readonly minutes: number;
}

/** The meeting length offered first: an hour. */
const DEFAULT_DURATION_MINUTES = 60;

export const NO_SLOT_CHOICE: SlotChoice = { day: null, start: '', minutes: DEFAULT_DURATION_MINUTES };
