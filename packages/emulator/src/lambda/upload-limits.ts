/**
 * How much one account may upload (ASVS V12.1.3): a probe stored 300 files in
 * 1.3 s and 40 MiB in about 2 s in one case, never refused. Counted from what the storage holds
 * (case_file: owner, size, upload time), so a refused or repeated upload costs nothing and a
 * restart forgets nothing.
 */
export interface UploadLimits {
  /** Files one account may store per filesWindowMs. */
  readonly files: number;
  readonly filesWindowMs: number;
  /** Bytes one account may store per bytesWindowMs. */
  readonly bytes: number;
  readonly bytesWindowMs: number;
}

/** 'off' lets every upload through: load tests, and the suites that run with every rate limit off. */
export type UploadLimitSettings = UploadLimits | 'off';
