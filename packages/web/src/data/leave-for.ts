/** Sends the browser to another site (a checkout), leaving the app: a seam unit tests replace. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
