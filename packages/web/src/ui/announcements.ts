/**
 * React Aria's pending button says "<its name>" through React Aria's live announcer as a node with
 * role="img" labelled by the button's id. When the form holding the button is replaced (the case
 * reloads once a date is chosen), that node, kept for seconds, is labelled by nothing: a graphic
 * without a name (axe's role-img-alt), read as an unnamed image. Each such node is turned, as it is
 * added, into the words it names: the same announcement, with nothing left to point at.
 *
 * Watches only the announcer (a child of <body>), never the page, so long lists cost nothing.
 * Returns the way to stop.
 */
export function keepAnnouncementsAsText(document: Document): () => void {
  const announcers = new Map<Element, MutationObserver>();
  const watch = (announcer: Element) => {
    if (announcers.has(announcer)) return;
    for (const node of announcer.querySelectorAll('[role="img"][aria-labelledby]')) spell(document, node);
    const observer = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node instanceof Element) spell(document, node);
    });
    observer.observe(announcer, { childList: true, subtree: true });
    announcers.set(announcer, observer);
  };
  for (const announcer of document.body.querySelectorAll(':scope > [data-live-announcer]')) watch(announcer);
  const body = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes)
        if (node instanceof Element && node.hasAttribute('data-live-announcer')) watch(node);
      for (const node of change.removedNodes) {
        announcers.get(node as Element)?.disconnect();
        announcers.delete(node as Element);
      }
    }
  });
  body.observe(document.body, { childList: true });
  return () => {
    body.disconnect();
    for (const observer of announcers.values()) observer.disconnect();
    announcers.clear();
  };
}

/** The words an announcement labelled by other elements names, written into it in their place. */
function spell(document: Document, node: Element): void {
  if (node.getAttribute('role') !== 'img') return;
  const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  const words = ids
    .map((id) => document.getElementById(id))
    .map((element) =>
      element === null ? '' : (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
    )
    .filter(Boolean)
    .join(' ');
  node.removeAttribute('role');
  node.removeAttribute('aria-labelledby');
  node.textContent = words;
}
