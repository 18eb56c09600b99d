import {
  consultationTextFields,
  errorMessages,
  formatDate,
  MAX_UPLOAD_BYTES,
  overLongFields,
  validationMessages,
  type CalendarEntry,
  type CommunicationMedium,
  type ConsultationStarted,
  type DocumentType,
  type LawyerService,
  type SignedInClient,
} from '@justiciable/core';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { FormValidationContext, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { Loaded } from '../../data/loaded';
import { formatPesos } from '../../data/pesos';
import { readFileBytes } from '../../data/read-file-bytes';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { Button } from '../../ui/button';
import { ConsultationTermsList } from '../../ui/consultation-terms';
import { FieldFrame } from '../../ui/field-frame';
import { Link } from '../../ui/link';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { chosenSlot, WeekSlotPicker } from '../../ui/week-slot-picker';
import { consultationCharge } from './consultation-charge';
import { consultationDraftAtom, draftAttachmentAtom, draftFor, type ConsultationDraft } from './consultation-draft';
import './consultation.css';

/** The steps a page walks through, in its order; sending comes after the review on every page. */
export type FlowStep = 'who' | 'what' | 'how' | 'review';

const STEP_TITLES: Record<FlowStep | 'sent', string> = {
  who: 'Abogado',
  what: 'Qué necesita',
  how: 'Cómo y cuándo',
  review: 'Revisar y enviar',
  sent: 'Enviada',
};

/** The legacy API's consultation type for a consultation started by a client (id_type). */
const CLIENT_CONSULTATION_TYPE_ID = 1;

export interface ConsultationFlowProps {
  readonly steps: readonly FlowStep[];
  /** The draft as a page starts it: its origin, and the lawyer when the page fixes one. */
  readonly fresh: ConsultationDraft;
  /** The 'who' step's content, when the page lets the person choose the lawyer. */
  readonly lawyerChooser?: React.ReactNode;
  readonly services: Loaded<readonly LawyerService[]> | null;
  readonly media: Loaded<readonly CommunicationMedium[]> | null;
  /** The medium a calendar link fixes: the 'how' step shows it instead of offering a choice. */
  readonly fixedMediumId?: string;
  /** A calendar link's consultation is always booked on a free slot. */
  readonly slotRequired?: boolean;
  readonly busySlots: Loaded<readonly CalendarEntry[]> | null;
  readonly documentTypes: Loaded<readonly DocumentType[]>;
  /** Null for a visitor without an account: the review asks them to sign in or register before sending. */
  readonly client: SignedInClient | null;
  readonly viaLink: { readonly groupId: string; readonly studyId: string } | null;
}

/**
 * Starting a consultation, one decision per step, walked back and forth without losing anything:
 * the draft is the feature's atom (session storage), the attachment's bytes its in-memory atom.
 */
export function ConsultationFlow(props: ConsultationFlowProps) {
  const { steps, fresh } = props;
  const [stored, setStored] = useAtom(consultationDraftAtom);
  const [attachment, setAttachment] = useAtom(draftAttachmentAtom);
  const [started, setStarted] = useState<ConsultationStarted | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const clientId = props.client?.id ?? null;
  const draft = draftFor(stored, fresh.origin, clientId) ?? fresh;
  const stepIndex = Math.min(draft.step, steps.length - 1);
  const step = steps[stepIndex] ?? 'review';
  const ownAttachment = attachment !== null && attachment.origin === fresh.origin ? attachment : null;
  const shownStep = started === null ? step : 'sent';

  // A new step moves the focus to its title, so a screen reader reads where the person is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shownStep]);

  function update(patch: Partial<ConsultationDraft>) {
    setStored({ ...draft, ownerId: clientId ?? draft.ownerId, ...patch });
  }

  const context: StepContext = { props, draft, update, attachment: ownAttachment, setAttachment, goTo: (index) => update({ step: index }) };
  const allSteps = [...steps, 'sent' as const];

  return (
    <div className="consultation-flow">
      <ol className="consultation-steps" aria-label="Pasos de la consulta">
        {allSteps.map((each, index) => {
          const current = started === null ? index === stepIndex : each === 'sent';
          return (
            <li key={each} aria-current={current ? 'step' : undefined} data-done={(started !== null && each !== 'sent') || index < stepIndex || undefined}>
              <span className="consultation-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{STEP_TITLES[each]}</span>
            </li>
          );
        })}
      </ol>
      <section className="ui-card consultation-step" aria-labelledby={`${ids}-step`}>
        <h2 id={`${ids}-step`} ref={headingRef} tabIndex={-1}>
          {started === null ? `Paso ${stepIndex + 1} de ${allSteps.length}: ${STEP_TITLES[step]}` : 'Consulta enviada'}
        </h2>
        {started !== null ? (
          <SentStep started={started} />
        ) : step === 'who' ? (
          <WhoStep context={context} stepIndex={stepIndex} />
        ) : step === 'what' ? (
          <WhatStep context={context} stepIndex={stepIndex} />
        ) : step === 'how' ? (
          <HowStep context={context} stepIndex={stepIndex} />
        ) : (
          <ReviewStep context={context} stepIndex={stepIndex} onStarted={setStarted} />
        )}
      </section>
    </div>
  );
}

interface StepContext {
  readonly props: ConsultationFlowProps;
  readonly draft: ConsultationDraft;
  readonly update: (patch: Partial<ConsultationDraft>) => void;
  readonly attachment: { readonly name: string; readonly bytes: Uint8Array } | null;
  readonly setAttachment: (attachment: { readonly origin: string; readonly name: string; readonly bytes: Uint8Array } | null) => void;
  readonly goTo: (index: number) => void;
}

/** The 'what' step's texts, each held to the limit of the consultation field it becomes (the description is its movement's text). */
const WHAT_TEXT_FIELDS = { title: consultationTextFields.title, description: consultationTextFields.movementTitle } as const;

/** The 'what' step's texts that are longer than they may be, each with 'Máximo N caracteres'. */
function overLongWhat(draft: ConsultationDraft) {
  return overLongFields({ title: draft.title.trim(), description: draft.description.trim() }, WHAT_TEXT_FIELDS);
}

/** What the person still has to do before the step can be left forwards, or null when it is done. */
function missingIn(step: FlowStep, context: StepContext): string | null {
  const { draft, props } = context;
  if (step === 'who') return draft.lawyer === null ? 'Elija un abogado para continuar.' : null;
  if (step === 'what') {
    if (draft.serviceId === null || selectedService(context) === null) return 'Elija el servicio que necesita.';
    if (draft.title.trim() === '') return 'Escriba un título para su consulta.';
    if (draft.description.trim() === '') return 'Describa su problema para que el abogado pueda entenderlo.';
    if (Object.keys(overLongWhat(draft)).length > 0) return 'Acorte el texto que supera el máximo de caracteres.';
    return null;
  }
  if (step === 'how') {
    if (selectedMedium(context) === null) return 'Elija cómo quiere hacer la consulta.';
    if ((props.slotRequired === true || draft.schedule === 'now') && props.busySlots !== null && chosenSlot(draft.slot, props.busySlots) === null) {
      return 'Elija un día y un horario libres de la agenda del abogado.';
    }
    return null;
  }
  return null;
}

function selectedService({ props, draft }: StepContext): LawyerService | null {
  if (props.services === null || !props.services.ok) return null;
  return props.services.value.find((service) => service.id === draft.serviceId) ?? null;
}

function selectedMedium({ props, draft }: StepContext): CommunicationMedium | null {
  if (props.media === null || !props.media.ok) return null;
  const id = props.fixedMediumId ?? draft.mediumId;
  return props.media.value.find((medium) => medium.id === id) ?? null;
}

function StepNavigation({
  context,
  stepIndex,
  onContinue,
  children,
}: {
  readonly context: StepContext;
  readonly stepIndex: number;
  /** Called on 'Continuar' before the step is checked, for a step that says on its fields what is wrong. */
  readonly onContinue?: () => void;
  readonly children?: React.ReactNode;
}) {
  const [tried, setTried] = useState(false);
  const step = context.props.steps[stepIndex] ?? 'review';
  const missing = missingIn(step, context);
  return (
    <>
      {tried && missing !== null ? <FormAlert>{missing}</FormAlert> : null}
      <div className="consultation-nav">
        {stepIndex > 0 ? (
          <Button variant="secondary" onPress={() => context.goTo(stepIndex - 1)}>
            Volver
          </Button>
        ) : null}
        {children ?? (
          <Button
            onPress={() => {
              onContinue?.();
              setTried(true);
              if (missing === null) context.goTo(stepIndex + 1);
            }}
          >
            Continuar
          </Button>
        )}
      </div>
    </>
  );
}

function WhoStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, props } = context;
  return (
    <>
      {draft.lawyer !== null ? (
        <p role="status" className="consultation-chosen">
          Abogado elegido: <strong>{draft.lawyer.name}</strong>
          {draft.lawyer.study !== '' ? ` · ${draft.lawyer.study}` : null}
        </p>
      ) : (
        <p role="status">Todavía no eligió un abogado.</p>
      )}
      {props.lawyerChooser}
      <StepNavigation context={context} stepIndex={stepIndex} />
    </>
  );
}

function WhatStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, update, props } = context;
  const ids = useId();
  // Said on the field when the person tries to go on, as the account forms do on saving; a draft
  // that arrives over-long (a link's comment) says so at once. What was typed stays to shorten.
  const [fieldErrors, setFieldErrors] = useState(() => overLongWhat(draft));
  return (
    <>
      {draft.lawyer !== null ? (
        <p className="ui-description">
          Consulta para <strong>{draft.lawyer.name}</strong>
          {draft.lawyer.study !== '' ? ` · ${draft.lawyer.study}` : null}
        </p>
      ) : null}
      {props.services !== null && !props.services.ok ? <LoadFailure message={props.services.message} /> : null}
      {props.services?.ok && props.services.value.length === 0 ? <FormAlert>Este abogado todavía no publicó sus servicios.</FormAlert> : null}
      {props.services?.ok && props.services.value.length > 0 ? (
        <fieldset className="consultation-options">
          <legend className="ui-label">Servicio</legend>
          {props.services.value.map((service) => {
            const charge = consultationCharge(service);
            return (
              <label key={service.id} className="consultation-option" data-chosen={draft.serviceId === service.id || undefined}>
                <input type="radio" name={`${ids}-service`} value={service.id} checked={draft.serviceId === service.id} onChange={() => update({ serviceId: service.id })} />
                <span>
                  <strong>{service.nombre}</strong>
                  <span className="consultation-option-detail">{charge.label}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <FormValidationContext.Provider value={fieldErrors}>
        <TextField name="title" label="Título de la consulta" value={draft.title} onChange={(title) => update({ title })} isRequired />
        <AriaTextField name="description" className="ui-field" value={draft.description} onChange={(description) => update({ description })} isRequired>
          <FieldFrame label="Describa su problema">
            <TextArea className="ui-input consultation-description" rows={5} />
          </FieldFrame>
        </AriaTextField>
      </FormValidationContext.Provider>
      <AttachmentField context={context} />
      <StepNavigation context={context} stepIndex={stepIndex} onContinue={() => setFieldErrors(overLongWhat(draft))} />
    </>
  );
}

type Reading = { readonly kind: 'idle' } | { readonly kind: 'reading'; readonly share: number };

function AttachmentField({ context }: { readonly context: StepContext }) {
  const { draft, update, props, attachment, setAttachment } = context;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    setProblem(null);
    if (file === undefined) return;
    // Checked before reading: a file over the limit is never read nor sent.
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(validationMessages.fileTooLarge);
      if (input.current) input.current.value = '';
      return;
    }
    setReading({ kind: 'reading', share: 0 });
    try {
      const bytes = await readFileBytes(file, (share) => setReading({ kind: 'reading', share }));
      setAttachment({ origin: draft.origin, name: file.name, bytes });
    } catch {
      setProblem(errorMessages.uploadFile);
    }
    setReading({ kind: 'idle' });
  }

  const types = props.documentTypes;
  return (
    <fieldset className="consultation-attachment">
      <legend className="ui-label">
        Documento <span className="ui-optional">(opcional)</span>
      </legend>
      {types.ok ? (
        <Select
          label="Tipo de documento"
          options={types.value.map((type) => ({ id: type.id, label: type.nombre }))}
          value={draft.documentTypeId}
          onChange={(documentTypeId) => update({ documentTypeId })}
        />
      ) : (
        <LoadFailure message={types.message} />
      )}
      <div className="consultation-picker">
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          aria-label="Archivo"
          aria-describedby={`${inputId}-chosen ${inputId}-limit`}
          disabled={reading.kind === 'reading'}
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
        />
        {/* The browser's own file button speaks its language, not the portal's: it is hidden and this label opens it. */}
        <label htmlFor={inputId} className="ui-button ui-button--secondary" aria-hidden="true">
          Elegir archivo
        </label>
        <span id={`${inputId}-chosen`} className="consultation-chosen-file">
          {attachment?.name ?? 'Ningún archivo elegido'}
        </span>
        {attachment !== null ? (
          <Button
            variant="quiet"
            onPress={() => {
              setAttachment(null);
              if (input.current) input.current.value = '';
            }}
          >
            Quitar el archivo
          </Button>
        ) : null}
      </div>
      <span id={`${inputId}-limit`} className="ui-description">
        Hasta 10 MB.
      </span>
      {reading.kind === 'reading' ? <progress className="consultation-progress" aria-label="Leyendo el archivo" max={1} value={reading.share} /> : null}
      {problem !== null ? <FormAlert>{problem}</FormAlert> : null}
    </fieldset>
  );
}

function HowStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, update, props } = context;
  const ids = useId();
  const fixed = props.fixedMediumId !== undefined ? selectedMedium(context) : null;
  const booking = props.slotRequired === true || draft.schedule === 'now';
  return (
    <>
      {props.media !== null && !props.media.ok ? <LoadFailure message={props.media.message} /> : null}
      {fixed !== null ? (
        <p className="consultation-chosen">
          Medio: <strong>{fixed.nombre}</strong>
          {fixed.precio !== null ? ` · valor de referencia del abogado ${formatPesos(fixed.precio)}` : null}
        </p>
      ) : props.fixedMediumId !== undefined ? (
        <FormAlert>El medio de este enlace ya no está entre los que ofrece el abogado.</FormAlert>
      ) : props.media?.ok ? (
        <fieldset className="consultation-options">
          <legend className="ui-label">Medio</legend>
          {props.media.value.map((medium) => (
            <label key={medium.id} className="consultation-option" data-chosen={draft.mediumId === medium.id || undefined}>
              <input type="radio" name={`${ids}-medium`} value={medium.id} checked={draft.mediumId === medium.id} onChange={() => update({ mediumId: medium.id })} />
              <span>
                <strong>{medium.nombre}</strong>
                {medium.precio !== null ? <span className="consultation-option-detail">Valor de referencia del abogado: {formatPesos(medium.precio)}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {props.slotRequired === true ? null : (
        <fieldset className="consultation-options">
          <legend className="ui-label">Horario</legend>
          <label className="consultation-option" data-chosen={draft.schedule === 'later' || undefined}>
            <input type="radio" name={`${ids}-schedule`} checked={draft.schedule === 'later'} onChange={() => update({ schedule: 'later' })} />
            <span>
              <strong>Coordinarlo con el abogado</strong>
              <span className="consultation-option-detail">El abogado le propondrá una fecha cuando acepte la consulta.</span>
            </span>
          </label>
          <label className="consultation-option" data-chosen={draft.schedule === 'now' || undefined}>
            <input type="radio" name={`${ids}-schedule`} checked={draft.schedule === 'now'} onChange={() => update({ schedule: 'now' })} />
            <span>
              <strong>Elegir ahora un horario libre</strong>
              <span className="consultation-option-detail">De la agenda del abogado.</span>
            </span>
          </label>
        </fieldset>
      )}
      {booking && props.busySlots !== null ? (
        <div className="consultation-slot">
          <WeekSlotPicker busySlots={props.busySlots} value={draft.slot} onChange={(slot) => update({ slot })} />
        </div>
      ) : null}
      <StepNavigation context={context} stepIndex={stepIndex} />
    </>
  );
}

function ReviewStep({
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
  const start = useAction(portal.startConsultation, {
    success: (started) => started.message,
    invalidates: ['/_main/_cases'],
  });

  const service = selectedService(context);
  const medium = selectedMedium(context);
  const slot = (props.slotRequired === true || draft.schedule === 'now') && props.busySlots !== null ? chosenSlot(draft.slot, props.busySlots) : null;
  const documentType = props.documentTypes.ok ? (props.documentTypes.value.find((type) => type.id === draft.documentTypeId) ?? null) : null;
  const charge = service === null ? null : consultationCharge(service);
  // Every earlier step is complete, or the review sends back to the first one that is not.
  const incomplete = props.steps.findIndex((step) => missingIn(step, context) !== null);
  const paid = charge !== null && charge.now > 0;

  async function send() {
    const { client } = props;
    if (sending.current || client === null || draft.lawyer === null || service === null || medium === null || charge === null) return;
    sending.current = true;
    const result = await start.run(client, {
      lawyer: { id: draft.lawyer.id, groupId: draft.lawyer.groupId, clientGroupId: draft.lawyer.clientGroupId },
      title: draft.title.trim(),
      movementTitle: draft.description.trim(),
      calendar: slot,
      typeId: CLIENT_CONSULTATION_TYPE_ID,
      serviceId: service.id,
      consultationType: service.nombre,
      chargeType: charge.now > 0 ? service.tipo_cobro : service.tipo_cobro === 'a_convenir' ? 'a_convenir' : 'sin_cargo',
      price: charge.now,
      paymentDescription: `Pago de la consulta: ${service.nombre}`,
      documentName: attachment === null ? null : (documentType?.nombre ?? null),
      attachment: attachment === null ? null : { name: attachment.name, bytes: attachment.bytes },
      meetingLink: null,
      medium: { id: medium.id, name: medium.nombre },
      viaLink: props.viaLink,
      answers: { servicio: service.nombre, descripcion: draft.description.trim() },
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
    ['Precio', charge?.label ?? '-'],
    ['Se cobra ahora', charge === null || charge.now === 0 ? 'Nada' : formatPesos(charge.now)],
    ['Más adelante', charge?.later ?? '-'],
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

/** A visitor without an account signs in or registers here; the draft waits in session storage and brings them back. */
function SignInToSend({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const navigate = useNavigate();
  return (
    <>
      <FormAlert tone="info">Para enviar la consulta, ingrese con su cuenta o cree una. Lo que completó queda guardado y vuelve aquí para enviarlo.</FormAlert>
      <StepNavigation context={context} stepIndex={stepIndex}>
        <Button
          onPress={() => {
            context.update({ returnAfterSignIn: true });
            void navigate({ to: '/welcome/{-$verified}', params: { verified: undefined } });
          }}
        >
          Ingresar o crear cuenta
        </Button>
      </StepNavigation>
    </>
  );
}

function SentStep({ started }: { readonly started: ConsultationStarted }) {
  const attachmentFailed = started.unfinished.find((step) => step.step === 'attachment');
  const paymentFailed = started.unfinished.find((step) => step.step === 'payment-link');
  return (
    <>
      {/* The toast already announced it; here it stays to be read, without a second announcement. */}
      <p className="ui-alert ui-alert--success">{started.message}</p>
      {attachmentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero el documento no se adjuntó ({attachmentFailed.error.message}). Cárguelo desde el asunto, en Documentos: no hace falta
          crear otra consulta.
        </FormAlert>
      ) : null}
      {paymentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero no se pudo generar el link de pago ({paymentFailed.error.message}). Páguela desde el asunto: no hace falta crear otra
          consulta.
        </FormAlert>
      ) : null}
      <div className="consultation-nav">
        <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: started.caseId }} look="button-primary">
          {attachmentFailed !== undefined ? 'Cargar el documento en el asunto' : paymentFailed !== undefined ? 'Pagar desde el asunto' : 'Ver el asunto'}
        </Link>
        <Link to="/asuntos" look="button-secondary">
          Ir a Asuntos
        </Link>
      </div>
    </>
  );
}
