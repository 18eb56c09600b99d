import { portalError, type PortalError } from './portal-error';
import { err, type Result } from './result';

/** Answers a call whose code could not be fetched: what the caller receives instead of a throw. */
export type Unreachable<Answer> = (detail: string) => Answer;

/** A call whose code could not be fetched fails as a network failure would (SPEC §8). */
export function unreachable(detail: string): Result<never, PortalError> {
  return err(portalError.unavailable('network', detail));
}

/**
 * The portal's one lazy-loading mechanism: a function whose code is fetched at its first call.
 *
 * The portal's writes (saving the account, an upload, a consultation...) and the data export are
 * made now and then, after a page is read, so a web page's first load need not carry them; the web
 * app also loads the whole set of adapters this way (`deferPortal`). Calls made while the code is
 * coming wait for the same fetch. Code that cannot be fetched is answered by `whenUnreachable`
 * (by default a network failure) and the next call fetches it again.
 */
export function onFirstCall<Args extends readonly unknown[], Answer>(
  load: () => Promise<(...args: Args) => Promise<Answer>>,
  whenUnreachable: Unreachable<NoInfer<Answer>> = unreachable as Unreachable<Answer>,
): (...args: Args) => Promise<Answer> {
  let loading: Promise<(...args: Args) => Promise<Answer>> | null = null;
  return async (...args: Args) => {
    loading ??= load();
    let call: (...args: Args) => Promise<Answer>;
    try {
      call = await loading;
    } catch (error) {
      loading = null;
      return whenUnreachable(`loading the code of the call: ${String(error)}`);
    }
    return call(...args);
  };
}
