import * as v from 'valibot';

/**
 * A list's text filter as the URL carries it (`?q=`, `?abogado=`…): trimmed, at most 200
 * characters. The router reads every plain search value as text, '2025' included
 * (app/search-params.ts), so text is all that can arrive.
 */
export const SearchTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(200));
