import { useEffect, useRef } from 'react';

/**
 * Keeps the page readable while a combo box's list is open. React Aria's combo box hides the rest
 * of the page from screen readers then (aria-hidden, not inert, since Tab must still leave the
 * field), which leaves every link and button of the page aria-hidden yet focusable (axe's
 * aria-hidden-focus, serious) and silences the live regions outside it: the agenda's count of
 * events shown changes unheard. WAI-ARIA's combobox pattern and GOV.UK's accessible-autocomplete
 * hide nothing: the list is announced through the field (aria-expanded, aria-activedescendant).
 *
 * Call `opening()` as the list opens, before React Aria hides the page; `isOpen` then gives back
 * what it hid, leaving alone what was hidden before (a modal dialog's background, an icon).
 */
export function useReadablePageWhileOpen(isOpen: boolean): { readonly opening: () => void } {
  const hiddenBefore = useRef<ReadonlySet<Element>>(new Set());
  useEffect(() => {
    if (!isOpen) return;
    const reveal = () => {
      for (const element of document.querySelectorAll('[aria-hidden="true"]')) {
        // The list's own decorations, drawn as it opens, stay hidden.
        if (hiddenBefore.current.has(element) || element.closest('[data-trigger="ComboBox"]') !== null) continue;
        element.removeAttribute('aria-hidden');
      }
    };
    // React Aria hides the page in an effect of the combo box inside this control, run before this
    // one; the next frame catches any order it may take.
    reveal();
    const frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return {
    opening: () => {
      hiddenBefore.current = new Set(document.querySelectorAll('[aria-hidden="true"]'));
    },
  };
}
