import { useDeferredValue } from 'react';
import { CaseHeader } from './case-header';
import { caseRoute, useOpenedCase } from './case-movement-route';
import { NewMovementForm } from './case-new-movement';
import { CaseDocuments } from './case-documents';
import { CasePaymentResult } from './case-payment-result';
import { CaseTimeline } from './case-timeline';
import { PageHeader } from '../../ui/blocks';
import { DataFreshness } from '../../ui/data-freshness';
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
  const { case: opened, movements } = useOpenedCase();
  const { id_movent, id_comment } = caseRoute.useParams();
  // The documents, with their upload form's selects, cost about as much to build as the rest of
  // the page: they come in a render of their own right after the first paint, so the press that
  // opened the case is answered sooner. They are last on the page: nothing above them moves.
  const withDocuments = useDeferredValue(true, false);
  return (
    <div className="case-page">
      <CaseHeader opened={opened} movements={movements.ok ? movements.value.movements : null} />
      <CasePaymentResult />
      <DataFreshness of={movements} />
      {movements.ok ? (
        <>
          <NewMovementForm caseId={opened.id} />
          <CaseTimeline movements={movements.value.movements} comments={movements.value.comments} deepLink={{ movementId: id_movent, commentId: id_comment }} />
        </>
      ) : (
        <LoadFailure message={movements.message} />
      )}
      {withDocuments ? <CaseDocuments /> : null}
    </div>
  );
}
