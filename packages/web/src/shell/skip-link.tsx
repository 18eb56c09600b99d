import type { MouseEvent } from 'react';
import { CONTENT_ID } from './route-focus';

/**
 * Lets keyboard and screen-reader users jump past the header to the page's content. The focus is
 * moved by script rather than by the browser's jump to '#contenido': that jump writes the
 * fragment into the address, which the router then reads as a navigation of its own, and a
 * second use on the same address moved nothing.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const content = document.getElementById(CONTENT_ID);
    if (content === null) return;
    event.preventDefault();
    content.focus();
  }
  return (
    <a className="skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
      Ir al contenido
    </a>
  );
}
