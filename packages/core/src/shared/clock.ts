/** The current time; a port so rules and tests can fix it. */
export interface Clock {
  now(): Date;
}

/** Random unique identifiers (consultation attachment keys, SPEC §5). */
export interface IdGenerator {
  next(): string;
}
