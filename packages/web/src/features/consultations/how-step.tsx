import { chargeTexts, formatPesos, priceMessages, type ConsultationCharge } from '@justiciable/core';
import { useId } from 'react';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { WeekSlotPicker } from '../../ui/week-slot-picker';
import { ConsultationPrice } from './consultation-summary';
import { ChoiceError } from './choice-error';
import { booksSlot, problemOn, selectedMedium, selectedService, STEP_FIELDS, type StepContext } from './flow-steps';
import { StepNavigation } from './step-navigation';

/**
 * A medium's reference value where it first shows, with why it is not charged for the service
 * chosen ('Valor de referencia: $ 27.000. No se cobra: esta consulta se paga con el pago único del
 * servicio.'), so the two prices never stand side by side unexplained.
 */
function mediumReferenceText(charge: ConsultationCharge | null, amount: number): string {
  if (charge === null) return priceMessages.mediumReference(formatPesos(amount));
  return priceMessages.mediumReferenceExplained(chargeTexts(charge).reference(amount));
}

/** 'Cómo y cuándo': the medium, and a free slot of the lawyer's agenda or a time to agree. */
export function HowStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, update, props } = context;
  const ids = useId();
  const portal = usePortal();
  const fixed = props.fixedMediumId !== undefined ? selectedMedium(context) : null;
  const booking = booksSlot(context);
  const service = selectedService(context);
  const charge = service === null ? null : portal.viewConsultationCharge({ service });
  const medium = selectedMedium(context);
  const mediumError = problemOn(context.refusal, STEP_FIELDS.medium);
  return (
    <>
      {props.media !== null && !props.media.ok ? <LoadFailure message={props.media.message} /> : null}
      {fixed !== null ? (
        <p className="consultation-chosen">
          Medio: <strong>{fixed.nombre}</strong>
          {fixed.precio !== null ? (
            <>
              {' · '}
              <span className="consultation-option-detail">{mediumReferenceText(charge, fixed.precio)}</span>
            </>
          ) : null}
        </p>
      ) : props.fixedMediumId !== undefined ? (
        <FormAlert>El medio de este enlace ya no está entre los que ofrece el abogado.</FormAlert>
      ) : props.media?.ok ? (
        <fieldset
          className="consultation-options"
          aria-describedby={mediumError === undefined ? undefined : `${ids}-medium-error`}
        >
          <legend className="ui-label">Medio</legend>
          <ChoiceError id={`${ids}-medium-error`} message={mediumError} />
          {props.media.value.map((medium) => (
            <label
              key={medium.id}
              className="consultation-option"
              data-chosen={draft.mediumId === medium.id || undefined}
            >
              <input
                type="radio"
                name={STEP_FIELDS.medium}
                value={medium.id}
                checked={draft.mediumId === medium.id}
                aria-invalid={mediumError !== undefined || undefined}
                onChange={() => update({ mediumId: medium.id })}
              />
              <span>
                <strong>{medium.nombre}</strong>
                {medium.precio !== null ? (
                  <span className="consultation-option-detail">{mediumReferenceText(charge, medium.precio)}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {charge !== null && medium !== null ? (
        <p className="consultation-price" aria-live="polite">
          <ConsultationPrice charge={charge} medium={medium} />
        </p>
      ) : null}
      {props.slotRequired === true ? null : (
        <fieldset className="consultation-options">
          <legend className="ui-label">Horario</legend>
          <label className="consultation-option" data-chosen={draft.schedule === 'later' || undefined}>
            <input
              type="radio"
              name={`${ids}-schedule`}
              checked={draft.schedule === 'later'}
              onChange={() => update({ schedule: 'later' })}
            />
            <span>
              <strong>Coordinarlo con el abogado</strong>
              <span className="consultation-option-detail">
                El abogado le propondrá una fecha cuando acepte la consulta.
              </span>
            </span>
          </label>
          <label className="consultation-option" data-chosen={draft.schedule === 'now' || undefined}>
            <input
              type="radio"
              name={`${ids}-schedule`}
              checked={draft.schedule === 'now'}
              onChange={() => update({ schedule: 'now' })}
            />
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
