import { consultationCharge, formatDate, type ConsultationStarted } from '@justiciable/core';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { formatPesos } from '../../data/pesos';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ConsultationTermsList } from '../../ui/consultation-terms';
import { Link } from '../../ui/link';
import { chosenSlot } from '../../ui/week-slot-picker';
import { chargeTexts } from './charge-texts';
import { consultationDraftAtom, draftAttachmentAtom } from './consultation-draft';
import { booksSlot, missingIn, selectedMedium, selectedService, STEP_TITLES, type StepContext } from './flow-steps';
import { SignInToSend } from './sign-in-to-send';
import { StepNavigation } from './step-navigation';

/** 'Revisar y enviar': everything chosen, what it costs now and later, and sending it through core's startConsultation. */
export function ReviewStep({
  context,
  stepIndex,
  onStarted,
}: {
  readonly context: StepContext;
  readonly stepIndex: number;
  readonly onStarted: (started: ConsultationStarted) => void;
}) {
  const { draft, props, attachment } = context;
  const portal = usePortal();
  const [, setStored] = useAtom(consultationDraftAtom);
  const [, setAttachment] = useAtom(draftAttachmentAtom);
  const [leavingToPay, setLeavingToPay] = useState(false);
  const sending = useRef(false);
  // Told once, where it happened: the sent step says the consultation was created, this step what failed.
  const start = useAction(portal.startConsultation, {
    invalidates: ['/_main/_cases'],
    failure: 'inline',
  });

  const service = selectedService(context);
  const medium = selectedMedium(context);
  const slot = booksSlot(context) && props.busySlots !== null ? chosenSlot(draft.slot, props.busySlots) : null;
  const documentType = props.documentTypes.ok ? (props.documentTypes.value.find((type) => type.id === draft.documentTypeId) ?? null) : null;
  // What is charged is core's rule; how it reads, the page's.
  const charge = service === null ? null : consultationCharge(service);
  const chargeText = charge === null ? null : chargeTexts(charge);
  // Every earlier step is complete, or the review sends back to the first one that is not.
  const incomplete = props.steps.findIndex((step) => missingIn(step, context) !== null);
  const paid = charge !== null && charge.now > 0;

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
    // The case exists: the draft is done, so nothing can send it a second time.
    setStored(null);
    setAttachment(null);
    if (result.value.paymentRedirectUrl !== null) {
      setLeavingToPay(true);
      window.location.assign(result.value.paymentRedirectUrl);
      return;
    }
    onStarted(result.value);
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

  const rows: [string, React.ReactNode][] = [
    ['Abogado', draft.lawyer === null ? '-' : `${draft.lawyer.name}${draft.lawyer.study !== '' ? ` · ${draft.lawyer.study}` : ''}`],
    ['Servicio', service?.nombre ?? '-'],
    ['Título', draft.title.trim()],
    ['Descripción', draft.description.trim()],
    ['Documento', attachment === null ? 'Sin documento' : `${attachment.name}${documentType !== null ? ` (${documentType.nombre})` : ''}`],
    ['Medio', medium?.nombre ?? '-'],
    ['Horario', slot === null ? 'A coordinar con el abogado' : `${formatDate(slot.date)} de ${slot.start} a ${slot.end}`],
    ['Precio', chargeText?.label ?? '-'],
    ['Se cobra ahora', charge === null || charge.now === 0 ? 'Nada' : formatPesos(charge.now)],
    ['Más adelante', chargeText?.later ?? '-'],
  ];

  return (
    <>
      <dl className="consultation-review">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="consultation-next" aria-labelledby="consultation-next-title">
        <h3 id="consultation-next-title">Qué sigue</h3>
        <p>
          La consulta queda pendiente hasta que el Abogado la acepte. La verá en Asuntos enseguida y le avisaremos en Notificaciones
          cuando la acepte.
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
      {leavingToPay ? <p role="status">Lo llevamos al pago…</p> : null}
      {props.client === null ? (
        <SignInToSend context={context} stepIndex={stepIndex} />
      ) : (
        <StepNavigation context={context} stepIndex={stepIndex}>
          <Button onPress={() => void send()} isPending={start.pending || leavingToPay}>
            {paid ? `Enviar y pagar ${formatPesos(charge.now)}` : 'Enviar consulta'}
          </Button>
        </StepNavigation>
      )}
    </>
  );
}
