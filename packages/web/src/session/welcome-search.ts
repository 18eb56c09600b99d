import * as v from 'valibot';

/**
 * Where signing in or registering goes back to (`/welcome?volver=…`): a page of the portal that
 * asked for a session (an invitation's link, a signed-in page opened without one), with its own
 * search (a link's `?token=`). Only a path of this site counts, never /welcome itself; anything
 * else reads as none, and the person lands where signing in always does.
 */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if ([...path].some((character) => character < ' ' || character === '\u007f')) return false;
  return !/^\/welcome(?:[/?#]|$)/.test(path);
}

export const WelcomeSearchSchema = v.object({
  volver: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000), v.check(isReturnPath))), undefined),
  /**
   * The e-mail the page that sent the person here already knows (the confirmation link's, the
   * invitation's), filled in so it is not typed again; anything but an address reads as none.
   */
  correo: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128), v.email())), undefined),
});

export type WelcomeSearch = v.InferOutput<typeof WelcomeSearchSchema>;

/**
 * The search of a link to /welcome that comes back to `href` (a location's href) once signed in
 * (none for the landing page), with the e-mail to fill in when the page knows it.
 */
export function returningTo(href: string, email?: string): WelcomeSearch {
  return { ...(isReturnPath(href) && href !== '/' ? { volver: href } : {}), ...(email ? { correo: email } : {}) };
}
