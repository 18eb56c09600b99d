/**
 * Moves the focus to the element with `id` once an action has replaced what held the focus (a
 * form that closes, a button that turns into a state): without it the focus falls to <body> and
 * a keyboard or screen reader user is sent back to the top of the page (WCAG 2.4.3).
 *
 * Focused at once, and again on the next frame when the re-render that followed dropped the focus
 * to <body> (the element was replaced by a new one with the same id). A focus the person has
 * meanwhile put elsewhere is left alone.
 */
export function focusById(id: string): void {
  if (id === '') return;
  document.getElementById(id)?.focus();
  requestAnimationFrame(() => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    document.getElementById(id)?.focus();
  });
}
