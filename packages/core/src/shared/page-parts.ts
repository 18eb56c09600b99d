import type { PortalError } from './portal-error';
import { err, ok, type Result } from './result';

/**
 * One part of what a page shows, read on its own: a part that fails leaves the others to show,
 * and the page says why on that part (its catalogue message), as each read did on its own.
 */
export type PagePart<T> = Result<T, PortalError>;

/** A page's parts by name. */
export type PageParts = Readonly<Record<string, PagePart<unknown> | null>>;

/**
 * How a page's read model reads a part some caller keeps a copy of: the web reads such parts
 * through the device's copy (shown at once, or when the network gives no answer). `part` names
 * it as the page's answer does. Left out, each part is read as it is.
 */
export type ReadPart = <T>(
  part: string,
  read: () => Promise<Result<T, PortalError>>,
) => Promise<Result<T, PortalError>>;

/** Reads a part as it is: the default of every page read model. */
export const readAsItIs: ReadPart = (_part, read) => read();

/**
 * The page's answer: its parts, each failure kept on its part, except a session that ended,
 * which fails the page as a whole. A caller that ends the session on an 'unauthenticated'
 * answer (the web's watch on the portal) so sees it, as it saw each part's own call.
 */
export function pageOf<P extends PageParts>(parts: P): Result<P, PortalError> {
  for (const part of Object.values(parts))
    if (part !== null && !part.ok && part.error.kind === 'unauthenticated') return err(part.error);
  return ok(parts);
}
