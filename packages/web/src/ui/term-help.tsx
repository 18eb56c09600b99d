import { useId, useRef, useState } from 'react';
import { usePortal } from '../session/router-context';
import { Link } from './link';
import './term-help.css';

/**
 * «¿Qué significa?» beside a word a client may not know: a button that shows, just below, the
 * glossary's definition (the portal's `glossaryTerm`) and a link to the glossary page at that term.
 * The button says whether it is open (aria-expanded); the definition arrives in a polite live
 * region, so a screen reader reads it out where a sighted person sees it appear; Escape, on the
 * button or in the definition, closes it and leaves the focus on the button. A word the glossary
 * does not explain shows nothing. `named` writes the word in the button («¿Qué significa «CUIT»?»),
 * where several toggles sit together away from their words.
 */
export function TermHelp({ term, named = false }: { readonly term: string; readonly named?: boolean }) {
  const entry = usePortal().glossaryTerm({ word: term });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (entry === null) return null;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // Only this toggle closes: a dialog around it stays open.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    <span className="term-help" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="term-help-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {named ? (
          `¿Qué significa «${term}»?`
        ) : (
          <>
            ¿Qué significa?<span className="visually-hidden"> {term}</span>
          </>
        )}
      </button>
      <span id={panelId} className="term-help-panel" aria-live="polite" data-open={open || undefined}>
        {open ? (
          <>
            <span className="term-help-definition">
              <strong>{entry.term}:</strong> {entry.definition}
            </span>{' '}
            <Link to="/glosario" hash={entry.slug}>
              Ver glosario<span className="visually-hidden"> en «{entry.term}»</span>
            </Link>
          </>
        ) : null}
      </span>
    </span>
  );
}
