import * as v from 'valibot';

/**
 * A link from a service that the app sends the browser to (a checkout) or opens (a file): http
 * or https only. javascript: and data: URLs parse as URLs too, and would run in the app's origin.
 */
export const WebLinkSchema = v.pipe(v.string(), v.check(isWebLink, 'an http or https link'));

function isWebLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const { protocol } = new URL(link);
  return protocol === 'http:' || protocol === 'https:';
}
