import type { ConversationMessage } from '@justiciable/core';
import { Await, getRouteApi } from '@tanstack/react-router';
import { Suspense, useDeferredValue } from 'react';
import { CaseHeader } from './case-header';
import { caseRoute, useOpenedCase } from './case-movement-route';
import { NewMovementForm } from './case-new-movement';
import { CaseDocuments } from './case-documents';
import { CasePaymentResult } from './case-payment-result';
import { CaseTimeline } from './case-timeline';
import { usePortal } from '../../session/router-context';
import { Card, PageHeader } from '../../ui/blocks';
import { DataFreshness } from '../../ui/data-freshness';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import './case-header.css';

/**
 * /asunto/:id/...: a case the guard let through. Composed of sections, top to bottom: the
 * header, the note to the lawyer, the timeline of movements with their comments, and after it
 * the sections of the case's other areas.
 */
export function CasePage() {
  const { unchecked } = caseRoute.useLoaderData();
  if (unchecked !== null) {
    return (
      <>
        <PageHeader title="Asunto" />
        <LoadFailure message={unchecked} />
      </>
    );
  }
  return <OpenedCase />;
}

function OpenedCase() {
  const { case: opened, movements, view } = useOpenedCase();
  const { id_movent, id_comment } = caseRoute.useParams();
  // The documents, with their upload form's selects, cost about as much to build as the rest of
  // the page: they come in a render of their own right after the first paint, so the press that
  // opened the case is answered sooner. They are last on the page: nothing above them moves.
  const withDocuments = useDeferredValue(true, false);
  return (
    <div className="case-page">
      <CaseHeader opened={opened} view={view} />
      <CasePaymentResult />
      <DataFreshness of={movements} />
      {movements.ok ? (
        <>
          <CaseConversationCard caseId={opened.id} lawyer={opened.abogadoEstudio} newest={view.latestMessage} />
          <NewMovementForm caseId={opened.id} />
          <CaseTimeline
            movements={view.movements}
            comments={movements.value.comments}
            deepLink={{ movementId: id_movent, commentId: id_comment }}
          />
        </>
      ) : (
        <LoadFailure message={movements.message} />
      )}
      {withDocuments ? <CaseDocuments /> : null}
    </div>
  );
}

const mainRoute = getRouteApi('/_main');

/**
 * The case's conversation with the lawyer: the newest message (core's view of the case) and how
 * many of the lawyer's are unread (the layout's notifications), leading to /mensajes/:id, where
 * the whole thread and the reply box are.
 */
function CaseConversationCard({
  caseId,
  lawyer,
  newest,
}: {
  readonly caseId: string;
  readonly lawyer: string;
  readonly newest: ConversationMessage | null;
}) {
  const { notifications } = mainRoute.useLoaderData();
  const portal = usePortal();
  return (
    <Card
      title="Conversación"
      lead={`Lo que se escriben con ${lawyer}, en orden, y dónde responderle.`}
      labelledBy="case-conversation-title"
    >
      {newest === null ? null : (
        <p className="case-conversation-last">
          <strong>{newest.author === 'client' ? 'Usted' : newest.authorName}:</strong>{' '}
          {newest.text.length > 140 ? `${newest.text.slice(0, 139)}…` : newest.text}
        </p>
      )}
      <div className="ui-card-actions ui-card-actions--start">
        <Link to="/mensajes/$id" params={{ id: caseId }} look="button-primary">
          Abrir la conversación
          <Suspense fallback={null}>
            <Await promise={notifications}>
              {(inbox) => {
                const unread = inbox.ok
                  ? portal.caseUnreadMessages({ notifications: inbox.value.notifications, caseId })
                  : 0;
                return unread === 0 ? null : (
                  <span className="ui-badge">{unread === 1 ? '1 nuevo' : `${unread} nuevos`}</span>
                );
              }}
            </Await>
          </Suspense>
        </Link>
      </div>
    </Card>
  );
}
