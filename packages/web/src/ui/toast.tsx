import { NOTIFICATION_POSITIONS, type NotificationPosition } from '@justiciable/core';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useEffect, useLayoutEffect } from 'react';
import { Button } from './button';
import type { ToastAction } from '../data/toaster';
import type { Queues, ToastTone } from './toast-system';

const toneLabel: Record<ToastTone, string> = { success: 'Listo', error: 'Error', info: 'Aviso' };

/** Each region is a landmark, so each needs its own name. */
const positionLabel: Record<NotificationPosition, string> = {
  'top-left': 'arriba a la izquierda',
  'top-right': 'arriba a la derecha',
  'bottom-left': 'abajo a la izquierda',
  'bottom-right': 'abajo a la derecha',
  top: 'arriba',
  bottom: 'abajo',
  left: 'a la izquierda',
  right: 'a la derecha',
  center: 'en el centro',
};

/**
 * One landmark region per position. React Aria announces each new toast to screen readers and
 * pauses its timer while it has focus or the pointer is over it; an empty region renders nothing.
 */
export function ToastRegions({ queues }: { readonly queues: Queues }) {
  useEffect(() => keepToastsClearOfFocus(document), []);
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => (
        <ToastRegion
          key={position}
          queue={queues[position]}
          className="ui-toast-region"
          data-position={position}
          aria-label={`Avisos ${positionLabel[position]}`}
        >
          {({ toast }) => (
            <AriaToast toast={toast} className="ui-toast" data-tone={toast.content.tone}>
              <PlacedClearOfFocus />
              <ToastContent className="ui-toast-content">
                <Text slot="title">
                  <span className="visually-hidden">{toneLabel[toast.content.tone]}: </span>
                  {toast.content.text}
                </Text>
                {toast.content.action !== undefined ? (
                  <ToastActionButton action={toast.content.action} close={() => queues[position].close(toast.key)} />
                ) : null}
              </ToastContent>
              <Button slot="close" variant="quiet" aria-label="Cerrar aviso">
                ✕
              </Button>
            </AriaToast>
          )}
        </ToastRegion>
      ))}
    </>
  );
}

/** What a toast offers, done with one press; the toast closes as it is done. */
function ToastActionButton({ action, close }: { readonly action: ToastAction; readonly close: () => void }) {
  return (
    <Button
      variant="secondary"
      onPress={() => {
        close();
        action.onAction();
      }}
    >
      {action.label}
    </Button>
  );
}

/**
 * A toast region drawn over the focused control moves to the window's other edge (its
 * `data-clear-of-focus`, theme.css), so what has the focus is never hidden under a toast (WCAG
 * 2.4.11): on a phone, from the header's place to just above the sections' bar. Checked when the
 * focus moves (at once, before anything reads where it is), when the window changes size or
 * scrolls, and when a toast comes or goes; each region is measured at its own place first. How far
 * down the toasts left at the top reach is `--toasts-top-edge` on the root, which the page's
 * scroll-padding keeps what the focus moves to below (shell.css).
 */
export function placeToastsClearOfFocus(page: Document): void {
  const focused = page.activeElement;
  let topEdge = 0;
  for (const region of page.querySelectorAll<HTMLElement>('.ui-toast-region')) {
    delete region.dataset['clearOfFocus'];
    const box = region.getBoundingClientRect();
    if (
      focused instanceof HTMLElement &&
      focused !== page.body &&
      !region.contains(focused) &&
      overlap(box, focused.getBoundingClientRect())
    ) {
      region.dataset['clearOfFocus'] = '';
    } else if (box.height > 0 && box.top < (page.defaultView?.innerHeight ?? 0) / 2) {
      topEdge = Math.max(topEdge, box.bottom);
    }
  }
  if (topEdge > 0) page.documentElement.style.setProperty('--toasts-top-edge', `${Math.ceil(topEdge)}px`);
  else page.documentElement.style.removeProperty('--toasts-top-edge');
}

function keepToastsClearOfFocus(page: Document): () => void {
  let frame = 0;
  const place = () => placeToastsClearOfFocus(page);
  const placeNextFrame = () => {
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
  };
  page.addEventListener('focusin', place);
  page.defaultView?.addEventListener('scroll', placeNextFrame, { passive: true });
  page.defaultView?.addEventListener('resize', placeNextFrame);
  return () => {
    page.removeEventListener('focusin', place);
    page.defaultView?.removeEventListener('scroll', placeNextFrame);
    page.defaultView?.removeEventListener('resize', placeNextFrame);
    cancelAnimationFrame(frame);
    page.documentElement.style.removeProperty('--toasts-top-edge');
  };
}

/** Places the regions again as a toast comes, and once it has gone. */
function PlacedClearOfFocus() {
  useLayoutEffect(() => {
    placeToastsClearOfFocus(document);
    return () => void requestAnimationFrame(() => placeToastsClearOfFocus(document));
  }, []);
  return null;
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right &&
    b.left < a.right &&
    a.top < b.bottom &&
    b.top < a.bottom
  );
}
