import { formatServiceDay, type CaseMovementComment, type CaseMovementView } from '@justiciable/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState } from '../../ui/blocks';
import { TermHelp } from '../../ui/term-help';
import { commentElementId, MovementComments } from './case-comments';
import { MovementDetails } from './case-movement';
import { useCheckoutResultOf } from './case-payment-result';
import './case-timeline.css';

/** The DOM id of a movement, which a deep link (id_movent) focuses. */
function movementElementId(movementId: string): string {
  return `movimiento-${movementId}`;
}

/** The element a deep link points at: its comment, else its movement; null when neither is on the page. */
function deepLinkTarget({ movementId, commentId }: DeepLink): HTMLElement | null {
  return (
    (commentId === undefined ? null : document.getElementById(commentElementId(commentId))) ??
    (movementId === undefined ? null : document.getElementById(movementElementId(movementId)))
  );
}

/** Scrolls the window so the element sits a quarter of the way down the viewport. */
function bringIntoView(element: HTMLElement): void {
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 4 });
}

export interface DeepLink {
  readonly movementId: string | undefined;
  readonly commentId: string | undefined;
}

/** The case's movements, newest first as listMovements answers them, each with its comments; a deep link is scrolled to and focused. */
export function CaseTimeline({
  movements,
  comments,
  deepLink,
}: {
  readonly movements: readonly CaseMovementView[];
  readonly comments: readonly CaseMovementComment[];
  readonly deepLink: DeepLink;
}) {
  const { movementId, commentId } = deepLink;
  const router = useRouter();
  useEffect(() => {
    const target = deepLinkTarget({ movementId, commentId });
    if (target === null) return;
    // Focus tells a screen reader where the link led.
    target.focus({ preventScroll: true });
    bringIntoView(target);
    // Once a new page has rendered the router restores its scroll (to the top): go back to the target after it.
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.pathChanged) return;
      unsubscribe();
      bringIntoView(target);
    });
    return unsubscribe;
    // Again when the movements change: the device's copy shows first, and the fresh answer may add
    // movements above the target (the payment just made), which would push it out of view.
  }, [router, movementId, commentId, movements]);

  if (movements.length === 0) {
    return (
      <EmptyState title="Sin movimientos">
        Aquí verá los movimientos del asunto: escritos, pedidos de documentos, audiencias y pagos, con sus comentarios.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="movements-title" className="case-timeline">
      <h2 id="movements-title">Movimientos</h2>
      <ol className="timeline">
        {movements.map((movement) => (
          <li key={movement.id_movimiento}>
            <MovementCard movement={movement} comments={comments} deepLink={deepLink} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One movement: what it is, its details by type, its comments; described by its checkout result when the page is one. */
function MovementCard({
  movement,
  comments,
  deepLink,
}: {
  readonly movement: CaseMovementView;
  readonly comments: readonly CaseMovementComment[];
  readonly deepLink: DeepLink;
}) {
  const elementId = movementElementId(movement.id_movimiento);
  return (
    <article
      id={elementId}
      tabIndex={-1}
      className="ui-card movement"
      data-type={movement.id_tipo}
      data-highlighted={movement.id_movimiento === deepLink.movementId ? true : undefined}
      aria-labelledby={`${elementId}-title`}
      aria-describedby={useCheckoutResultOf(movement)}
    >
      <p className="movement-meta">
        <time>{formatServiceDay(movement.createdAt)}</time> · {movement.typeName}
        {movement.nombres ? <span className="movement-author"> · {movement.nombres}</span> : null}
        <TermHelp term={movement.typeName} />
      </p>
      <h3 id={`${elementId}-title`}>{movement.descripcion_movimiento ?? movement.typeName}</h3>
      <MovementDetails movement={movement} />
      <MovementComments
        movementId={movement.id_movimiento}
        comments={comments.filter((comment) => comment.id_movimiento === movement.id_movimiento)}
        highlighted={deepLink.commentId}
      />
    </article>
  );
}
