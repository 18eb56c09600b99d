import type { IdGenerator } from '../shared/clock';

/** Predictable "unique" ids: prefix-1, prefix-2, ... */
export class SequentialIdGenerator implements IdGenerator {
  private issued = 0;

  constructor(private readonly prefix = 'id-') {}

  next(): string {
    this.issued += 1;
    return `${this.prefix}${this.issued}`;
  }
}
