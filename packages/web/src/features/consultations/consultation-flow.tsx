import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { leaveFor } from '../../data/leave-for';
import { usePortal } from '../../session/router-context';
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/error-summary';
import {
  consultationDraftAtom,
  draftAttachmentAtom,
  draftFor,
  type ConsultationDraft,
  type SentConsultation,
} from './consultation-draft';
import { STEP_TITLES, type ConsultationFlowProps, type StepContext } from './flow-steps';
import { HowStep } from './how-step';
import { ReviewStep } from './review-step';
import { SentStep } from './sent-step';
import { WhatStep } from './what-step';
import { WhoStep } from './who-step';
import './consultation.css';

/**
 * Starting a consultation, one decision per step, walked back and forth without losing anything:
 * the draft is the feature's atom (session storage), the attachment's bytes its in-memory atom.
 * Once sent, the draft holds what was sent and the case it created: the flow shows that, on Back
 * from the checkout and after a reload too, until the person starts another consultation.
 */
export function ConsultationFlow(props: ConsultationFlowProps) {
  const { steps, fresh } = props;
  const portal = usePortal();
  const [stored, setStored] = useAtom(consultationDraftAtom);
  const [attachment, setAttachment] = useAtom(draftAttachmentAtom);
  const [sentHere, setSentHere] = useState(false);
  const [leavingToPay, setLeavingToPay] = useState(false);
  // The last refused 'Continuar': its problems, and a count of refusals that moves the focus to the summary.
  const [refusal, setRefusal] = useState<{ readonly problems: readonly ErrorSummaryItem[]; readonly attempt: number }>({
    problems: [],
    attempt: 0,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const clientId = props.client?.id ?? null;
  const draft = draftFor(stored, fresh.origin, clientId) ?? fresh;
  const { sent } = draft;
  const stepIndex = Math.min(draft.step, steps.length - 1);
  const step = steps[stepIndex] ?? 'review';
  const ownAttachment = attachment !== null && attachment.origin === fresh.origin ? attachment : null;
  const shownStep = sent === null ? step : 'sent';

  // A new step moves the focus to its title, so a screen reader reads where the person is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shownStep]);

  // Back from the checkout may bring this very page back from the browser's cache: it is not leaving any more.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingToPay(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  function update(patch: Partial<ConsultationDraft>) {
    setStored({ ...draft, ownerId: clientId ?? draft.ownerId, ...patch });
  }

  function markSent(done: SentConsultation, paymentRedirectUrl: string | null) {
    update({ sent: done, returnAfterSignIn: false });
    setAttachment(null);
    setSentHere(true);
    if (paymentRedirectUrl !== null) {
      setLeavingToPay(true);
      leaveFor(paymentRedirectUrl);
    }
  }

  function startAnother() {
    setStored({ ...fresh, ownerId: clientId });
    setSentHere(false);
  }

  const context: StepContext = {
    views: portal,
    props,
    draft,
    update,
    attachment: ownAttachment,
    setAttachment,
    goTo: (index) => {
      // Another step starts with no problems said.
      setRefusal((last) => ({ problems: [], attempt: last.attempt }));
      update({ step: index });
    },
    refusal: refusal.problems,
    refuse: (problems) => setRefusal((last) => ({ problems, attempt: last.attempt + 1 })),
  };
  const allSteps = [...steps, 'sent' as const];

  return (
    <div className="consultation-flow">
      <ol className="consultation-steps" aria-label="Pasos de la consulta">
        {allSteps.map((each, index) => {
          const current = sent === null ? index === stepIndex : each === 'sent';
          return (
            <li
              key={each}
              aria-current={current ? 'step' : undefined}
              data-done={(sent !== null && each !== 'sent') || index < stepIndex || undefined}
            >
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
          {sent === null ? `Paso ${stepIndex + 1} de ${allSteps.length}: ${STEP_TITLES[step]}` : 'Consulta enviada'}
        </h2>
        {sent === null ? <ErrorSummary errors={refusal.problems} attempt={refusal.attempt} headingLevel={3} /> : null}
        {sent !== null ? (
          <SentStep
            draft={draft}
            sent={sent}
            sentHere={sentHere}
            leavingToPay={leavingToPay}
            onStartAnother={startAnother}
            attention={props.attention}
          />
        ) : step === 'who' ? (
          <WhoStep context={context} stepIndex={stepIndex} />
        ) : step === 'what' ? (
          <WhatStep context={context} stepIndex={stepIndex} />
        ) : step === 'how' ? (
          <HowStep context={context} stepIndex={stepIndex} />
        ) : (
          <ReviewStep context={context} stepIndex={stepIndex} onSent={markSent} />
        )}
      </section>
    </div>
  );
}
