/** How long to wait for the page landed on; past it the page failed or left, and the focus stays where it is. */
const LANDING_WAIT_MS = 15_000;

/**
 * Signing in, registering or giving the missing phone replaces the whole page, and the pressed
 * button with it: the focus fell to <body>, where a screen reader says nothing and the keyboard
 * starts over from the top. As GOV.UK's single-page guidance asks, the focus moves to the heading
 * of the page landed on once it shows (its first h1 in the main region, not the one left).
 * Call it before navigating; it stops by itself once done.
 */
export function focusLandingHeading(doc: Document = document): void {
  const leaving = doc.querySelector('#contenido h1');
  const landed = () => {
    const heading = doc.querySelector<HTMLElement>('#contenido h1');
    return heading !== null && heading !== leaving && heading.isConnected ? heading : null;
  };
  let observer: MutationObserver | null = null;
  const done = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const tryFocus = () => {
    const heading = landed();
    if (heading === null) return;
    done();
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };
  const timer = setTimeout(done, LANDING_WAIT_MS);
  observer = new MutationObserver(tryFocus);
  observer.observe(doc.body, { childList: true, subtree: true });
}
