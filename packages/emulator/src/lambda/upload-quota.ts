import type { EmulatorContext, IssuedCredentials } from '../context';
import type { UploadLimits, UploadLimitSettings } from './upload-limits';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MIB = 1024 * 1024;

export const defaultUploadLimits: UploadLimits = {
  // A person sends a request's 10 files at once, and a few such sends a minute at most.
  files: 30,
  filesWindowMs: MINUTE,
  // Twenty 10 MB files a day (the largest a file may be): far beyond a case's papers.
  bytes: 200 * MIB,
  bytesWindowMs: DAY,
};

/** Files the upload function stored carry the uploader's identity; the seed's and the lawyers' carry none and never count. */
const THROUGH_THE_FUNCTION = 'owner_identity_id IS NOT NULL';

/** The errorType the adapters read as the quota's (packages/adapters/src/lambda/lambda-file-store.ts). */
export const UPLOAD_QUOTA_ERROR = 'UploadQuotaExceededError';

/**
 * Refuses an upload of `size` bytes that would take the account past a limit, as the function's
 * error (UploadQuotaExceededError), before anything is stored. The account is the signed-in
 * client (the token's sub); a guest answering a request link counts by its identity.
 */
export function assertUploadQuota(
  ctx: EmulatorContext,
  credentials: IssuedCredentials,
  size: number,
  now: number,
): void {
  const limits = ctx.settings.uploadLimits;
  if (limits === 'off') return;
  const [column, owner] =
    credentials.sub === null ? ['owner_identity_id', credentials.identityId] : ['owner_sub', credentials.sub];
  const since = (windowMs: number) => new Date(now - windowMs).toISOString();
  const files = ctx.db
    .prepare<[string, string], number>(
      `SELECT COUNT(*) FROM case_file WHERE ${column} = ? AND ${THROUGH_THE_FUNCTION} AND uploaded_at > ?`,
    )
    .pluck()
    .get(owner, since(limits.filesWindowMs));
  if ((files ?? 0) >= limits.files)
    throw quotaExceeded(`at most ${limits.files} files every ${describeWindow(limits.filesWindowMs)}`);
  const bytes = ctx.db
    .prepare<[string, string], number>(
      `SELECT COALESCE(SUM(size), 0) FROM case_file WHERE ${column} = ? AND ${THROUGH_THE_FUNCTION} AND uploaded_at > ?`,
    )
    .pluck()
    .get(owner, since(limits.bytesWindowMs));
  if ((bytes ?? 0) + size > limits.bytes)
    throw quotaExceeded(`at most ${limits.bytes} bytes every ${describeWindow(limits.bytesWindowMs)}`);
}

/** An upload past the account's limits; its name becomes the Lambda errorType. */
export class UploadQuotaError extends Error {
  constructor(limit: string) {
    super(`Se alcanzó el límite de archivos que puede subir por ahora (${limit}).`);
    this.name = UPLOAD_QUOTA_ERROR;
  }
}

function quotaExceeded(limit: string): UploadQuotaError {
  return new UploadQuotaError(limit);
}

function describeWindow(windowMs: number): string {
  if (windowMs % DAY === 0) return `${windowMs / DAY} d`;
  if (windowMs % MINUTE === 0) return `${windowMs / MINUTE} min`;
  return `${windowMs / 1000} s`;
}

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: MINUTE, h: 60 * MINUTE, d: DAY };

/**
 * startEmulator's uploadLimits option with the rate limits': given, it is taken ('off', or the
 * limits to change); left out, the defaults, or 'off' when every rate limit is off.
 */
export function resolveUploadLimits(
  option: 'off' | Partial<UploadLimits> | undefined,
  rateLimitsOff: boolean,
): UploadLimitSettings {
  if (option === 'off') return 'off';
  if (option === undefined) return rateLimitsOff ? 'off' : defaultUploadLimits;
  const limits = { ...defaultUploadLimits, ...option };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`uploadLimits.${name} must be a positive integer, not ${value}`);
  }
  return limits;
}

/**
 * EMULATOR_UPLOAD_LIMITS: 'off', or `files=30/1m,mib=200/1d` (either part alone keeps the other's
 * default; windows in s, m, h or d). Unset or empty keeps the defaults. Throws naming the part it cannot read.
 */
export function uploadLimitsFromEnv(value: string | undefined): 'off' | Partial<UploadLimits> | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (trimmed === 'off') return 'off';
  const limits: { -readonly [K in keyof UploadLimits]?: number } = {};
  for (const part of trimmed.split(',').map((entry) => entry.trim())) {
    const match = /^(files|mib)=(\d+)\/(\d+)([smhd])$/.exec(part);
    const amount = Number(match?.[2]);
    const windowMs = Number(match?.[3]) * (UNIT_MS[match?.[4] ?? ''] ?? 0);
    if (!match || amount < 1 || windowMs < 1) {
      throw new Error(
        `cannot read '${part}': expected off, or files=<count>/<window> and mib=<MiB>/<window>, windows such as 1m or 1d`,
      );
    }
    if (match[1] === 'files') Object.assign(limits, { files: amount, filesWindowMs: windowMs });
    else Object.assign(limits, { bytes: amount * MIB, bytesWindowMs: windowMs });
  }
  return limits;
}
