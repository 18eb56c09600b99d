import { formatPesos } from '@justiciable/core';
import { useRef } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ConsultationTermsList } from '../../ui/consultation-terms';
import { Link } from '../../ui/link';
import { chosenSlot } from '../../ui/week-slot-picker';
import type { SentConsultation } from './consultation-draft';
import { ConsultationPrice, ConsultationSummary, summaryRows, type SummaryRow } from './consultation-summary';
import { booksSlot, missingIn, selectedMedium, selectedService, STEP_TITLES, type StepContext } from './flow-steps';
import { SignInToSend } from './sign-in-to-send';
import { StepNavigation } from './step-navigation';

/**
 * 'Revisar y enviar': everything chosen, which price is charged and when, and sending it through
 * core's startConsultation. Once the case exists, `onSent` keeps what was sent in the draft, so
 * the page shows it instead of this step (and the checkout's Back finds it there).
 */
export function ReviewStep({
  context,
  stepIndex,
  onSent,
}: {
  readonly context: StepContext;
  readonly stepIndex: number;
  readonly onSent: (sent: SentConsultation, paymentRedirectUrl: string | null) => void;
}) {
  const { draft, props, attachment } = context;
  const portal = usePortal();
  const sending = useRef(false);
  // Said once, where it happens: a failure in the review's alert, the success on the sent step.
  const start = useAction(portal.startConsultation, { failure: 'inline', invalidates: ['/_main/_cases'] });

  const service = selectedService(context);
  const medium = selectedMedium(context);
  const slot = booksSlot(context) && props.busySlots !== null ? chosenSlot(portal, draft.slot, props.busySlots) : null;
  const documentType = props.documentTypes.ok
    ? (props.documentTypes.value.find((type) => type.id === draft.documentTypeId) ?? null)
    : null;
  // What is charged is core's rule; how it reads, the page's.
  const charge = service === null ? null : portal.viewConsultationCharge({ service });
  // Every earlier step is complete, or the review sends back to the first one that is not.
  const incomplete = props.steps.findIndex((step) => missingIn(step, context) !== null);
  const paid = charge !== null && charge.now > 0;
  const summary = {
    service: service?.nombre ?? '-',
    medium: medium?.nombre ?? '-',
    slot: slot === null ? null : { date: slot.date, start: slot.start, end: slot.end },
    attachment:
      attachment === null ? null : `${attachment.name}${documentType !== null ? ` (${documentType.nombre})` : ''}`,
  };

  async function send() {
    const { client } = props;
    if (sending.current || client === null || draft.lawyer === null || service === null || medium === null) return;
    sending.current = true;
    const result = await start.run({
      client,
      lawyerId: draft.lawyer.id,
      groupId: draft.lawyer.groupId,
      clientGroupId: draft.lawyer.clientGroupId,
      service,
      medium,
      slot,
      title: draft.title,
      description: draft.description,
      attachment: attachment === null ? null : { name: attachment.name, bytes: attachment.bytes, documentType },
      viaLink: props.viaLink,
    });
    if (!result.ok) {
      // Nothing was created: the draft stays as it is, to send again.
      sending.current = false;
      return;
    }
    // The case exists: the draft is marked sent with it, so nothing can send it a second time.
    const { caseId, movementId, unfinished, paymentRedirectUrl } = result.value;
    onSent(
      {
        caseId,
        movementId,
        ...summary,
        chargedNow: charge?.now ?? 0,
        unfinished: unfinished.map(({ step, error }) => ({ step, message: error.message })),
      },
      paymentRedirectUrl,
    );
  }

  if (incomplete !== -1 && incomplete < stepIndex) {
    const step = props.steps[incomplete] ?? 'who';
    return (
      <>
        <FormAlert>Falta completar el paso «{STEP_TITLES[step]}».</FormAlert>
        <div className="consultation-nav">
          <Button onPress={() => context.goTo(incomplete)}>Ir a «{STEP_TITLES[step]}»</Button>
        </div>
      </>
    );
  }

  const rows: SummaryRow[] = [
    ...summaryRows(draft, summary),
    // What is paid now, later, and what the medium's reference value means, in one sentence.
    ['Precio', charge === null ? '-' : <ConsultationPrice charge={charge} medium={medium} />],
  ];

  return (
    <>
      <ConsultationSummary rows={rows} />
      <section className="consultation-next" aria-labelledby="consultation-next-title">
        <h3 id="consultation-next-title">Qué sigue</h3>
        <p>
          La consulta queda pendiente hasta que su abogado la acepte. La verá en Asuntos enseguida y le avisaremos en
          Notificaciones cuando la acepte.
          {paid ? ' Al enviarla lo llevamos a pagar; después vuelve a su asunto con el resultado del pago.' : null}
        </p>
      </section>
      <section className="consultation-terms" aria-labelledby="consultation-terms-title">
        <h3 id="consultation-terms-title">Pagos, cancelaciones y reembolsos</h3>
        <ConsultationTermsList />
        <p className="ui-description">
          Forman parte de los{' '}
          <Link to="/terminosCondiciones" target="_blank">
            términos y condiciones
          </Link>
          .
        </p>
      </section>
      {start.error !== null ? <FormAlert>{start.error}</FormAlert> : null}
      {props.client === null ? (
        <SignInToSend context={context} stepIndex={stepIndex} />
      ) : (
        <StepNavigation context={context} stepIndex={stepIndex}>
          <Button onPress={() => void send()} isPending={start.pending}>
            {paid ? `Enviar y pagar ${formatPesos(charge.now)}` : 'Enviar consulta'}
          </Button>
        </StepNavigation>
      )}
    </>
  );
}
