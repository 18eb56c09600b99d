import { readAsItIs, type ReadPart } from '../shared/page-parts';

/** A page read model's `through` that records what it was asked. */
export interface ReadPartRecorder {
  /** The names of the parts read, in the order they were asked. */
  readonly asked: readonly string[];
  /** The `through` to hand the read model. */
  readonly through: ReadPart;
}

/**
 * A `through` for a read model's tests: it records the name of each part read, and answers each as
 * `answer` does (the read itself by default; a test may answer a copy kept elsewhere, or a failure).
 */
export function recordReadParts(answer: ReadPart = readAsItIs): ReadPartRecorder {
  const asked: string[] = [];
  return {
    asked,
    through: (part, read) => {
      asked.push(part);
      return answer(part, read);
    },
  };
}
