import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** Typing waits this long for a pause before writing the URL, so each key is not a navigation. */
const SEARCH_DELAY_MS = 250;

export interface UrlSearchText {
  /** What the search field shows: what was typed, or the URL's q when it changed on its own. */
  readonly text: string;
  /** Takes a keystroke's value; it reaches the URL's q after a pause. */
  readonly type: (value: string) => void;
  /** Empties the field and forgets a write still waiting; the caller clears the URL. */
  readonly clear: () => void;
}

/**
 * A list's search box whose text lives in the URL (`q`), so Back, reload and bookmarks keep it.
 * The text is the field's own state so typing never waits on the router; it reaches the URL after
 * a pause, replacing the entry so Back leaves the search instead of undoing letters. A write still
 * waiting is dropped when the page is left, or when the router is already headed elsewhere (the
 * next page still loading), so leaving never brings the list back.
 */
export function useUrlSearchText(
  q: string | undefined,
  listPath: string,
  writeQ: (q: string | undefined) => void,
): UrlSearchText {
  const router = useRouter();
  const [text, setText] = useState(q ?? '');
  const [writtenQ, setWrittenQ] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (q !== seenQ) {
    setSeenQ(q);
    // The URL changed without the field (Back, a link to the list): the field follows it.
    if (q !== writtenQ) setText(q ?? '');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (router.latestLocation.pathname !== listPath) return;
      const next = value.trim() || undefined;
      setWrittenQ(next);
      writeQ(next);
    }, SEARCH_DELAY_MS);
  }

  function clear() {
    clearTimeout(timer.current);
    setText('');
    setWrittenQ(undefined);
  }

  return { text, type, clear };
}
