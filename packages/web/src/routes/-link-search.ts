import * as v from 'valibot';

/**
 * The secret of a public link (a request, an invitation) in `?token=`. A malformed one reads as
 * none, so the page answers as for a link it cannot open instead of failing.
 */
export const LinkSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))), undefined),
});
