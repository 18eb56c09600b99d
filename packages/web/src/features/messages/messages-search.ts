import { CONVERSATIONS_PAGE_SIZE } from '@justiciable/core';
import * as v from 'valibot';

/** The most cases /mensajes reads at once, however the URL asks: a request each. */
export const MAX_CONVERSATIONS_SHOWN = 200;

/**
 * /mensajes?ver=16: how many cases the inbox reads (core's listConversations `limit`), so "Ver más
 * asuntos" is a link and Back shows as many as before. Missing or malformed: the first page.
 */
export const MessagesSearchSchema = v.object({
  ver: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/),
        v.transform(Number),
        v.minValue(CONVERSATIONS_PAGE_SIZE),
        v.maxValue(MAX_CONVERSATIONS_SHOWN),
      ),
    ),
    undefined,
  ),
});
