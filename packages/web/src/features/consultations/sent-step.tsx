import { consultationMessages, successMessages, formatPesos, type WhatNeedsMe } from '@justiciable/core';
import type { Loaded } from '../../data/loaded';
import { useSettled } from '../../data/use-settled';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import type { ConsultationDraft, SentConsultation } from './consultation-draft';
import { ConsultationSummary, summaryRows } from './consultation-summary';

const CASE_ROUTE = '/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}';
/** For a page that reads no attention: never settles, so the charge stays as sent. */
const NOTHING_READ: Promise<Loaded<WhatNeedsMe>> = new Promise(() => undefined);

/**
 * 'Enviada': the consultation created, what was sent, and what is left to do in its case: its
 * payment, or a step after the case that did not complete. The draft keeps it (session storage),
 * so Back from the checkout and a reload show this again, never a form to send it twice.
 */
export function SentStep({
  draft,
  sent,
  sentHere,
  leavingToPay,
  onStartAnother,
  attention,
}: {
  readonly draft: ConsultationDraft;
  readonly sent: SentConsultation;
  /** Sent from this page a moment ago (the toast said so), rather than found sent on coming back. */
  readonly sentHere: boolean;
  readonly leavingToPay: boolean;
  readonly onStartAnother: () => void;
  /** What needs the client, when the page reads it: whether the charge is still owed (core's viewSentPayment). */
  readonly attention?: Promise<Loaded<WhatNeedsMe>> | undefined;
}) {
  const attachmentFailed = sent.unfinished.find((step) => step.step === 'attachment');
  const paymentFailed = sent.unfinished.find((step) => step.step === 'payment-link');
  const portal = usePortal();
  const settledAttention = useSettled(attention ?? NOTHING_READ);
  // Paid (or in process at the checkout) since it was sent: nothing more to pay from here. What
  // needs the client came from a use-case, so the portal's views are loaded once it is here.
  const charge =
    settledAttention?.ok === true
      ? portal.viewSentPayment({ attention: settledAttention.value, caseId: sent.caseId })
      : 'unknown';
  const toPay = sent.chargedNow > 0 && charge !== 'settled';
  const payment = { id: sent.caseId, id_movent: sent.movementId };
  return (
    <>
      {/* Said once, here, where it happened: no toast repeats it. */}
      <p role="status" className={`ui-alert ${sentHere ? 'ui-alert--success' : 'ui-alert--info'}`}>
        {sentHere ? successMessages.consultationCreated : consultationMessages.alreadySent}
      </p>
      {attachmentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero el documento no se adjuntó ({attachmentFailed.message}). Cárguelo desde el asunto,
          en Documentos: no hace falta crear otra consulta.
        </FormAlert>
      ) : null}
      {paymentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero no se pudo generar el link de pago ({paymentFailed.message}). Páguela desde el
          asunto: no hace falta crear otra consulta.
        </FormAlert>
      ) : null}
      {sent.chargedNow > 0 && charge === 'settled' ? (
        <p className="ui-alert ui-alert--success">{consultationMessages.paymentSettled}</p>
      ) : null}
      {toPay && paymentFailed === undefined ? (
        leavingToPay ? (
          <p role="status">{consultationMessages.leavingToPay}</p>
        ) : (
          <p className="ui-alert ui-alert--info">{consultationMessages.payFromCase(formatPesos(sent.chargedNow))}</p>
        )
      ) : null}
      <div className="consultation-nav">
        {attachmentFailed !== undefined ? (
          <Link to={CASE_ROUTE} params={{ id: sent.caseId }} look="button-primary">
            Cargar el documento en el asunto
          </Link>
        ) : toPay ? (
          <Link to={CASE_ROUTE} params={payment} look="button-primary">
            Pagar desde el asunto
          </Link>
        ) : (
          <Link to={CASE_ROUTE} params={{ id: sent.caseId }} look="button-primary">
            Ver el asunto
          </Link>
        )}
        <Link to="/asuntos" look="button-secondary">
          Ir a Asuntos
        </Link>
        <Button variant="secondary" onPress={onStartAnother}>
          Iniciar otra consulta
        </Button>
      </div>
      <section className="consultation-sent" aria-labelledby="consultation-sent-title">
        <h3 id="consultation-sent-title">Lo que envió</h3>
        <ConsultationSummary rows={summaryRows(draft, sent)} />
      </section>
    </>
  );
}
