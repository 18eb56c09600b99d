import * as v from 'valibot';
import { WebLinkSchema } from '../shared/web-link';

/** The upload function's answer: the storage key 'group/case/file' the movement keeps as its link. */
export const UploadAnswerSchema = v.looseObject({
  key: v.pipe(v.string(), v.regex(/^[^/]+\/[^/]+\/.+$/, "key must read 'group/case/file'")),
});

/** The download function's answer (SPEC §7): a short-lived link to the file. */
export const DownloadAnswerSchema = v.looseObject({
  fileName: v.string(),
  message: v.string(),
  url: WebLinkSchema,
});

/**
 * The payload Lambda returns with X-Amz-Function-Error: the error the handler threw. Its name
 * tells a missing file (…NotFound…) and a refused caller (…Forbidden…) from other refusals.
 */
export const FunctionErrorSchema = v.looseObject({
  errorMessage: v.string(),
  errorType: v.optional(v.string()),
});
