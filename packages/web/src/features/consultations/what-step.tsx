import { chargeTexts, priceMessages } from '@justiciable/core';
import { useId, useMemo, useState } from 'react';
import { FormValidationContext, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { FieldFrame } from '../../ui/field-frame';
import { LoadFailure } from '../../ui/load-failure';
import { TextField } from '../../ui/text-field';
import { AttachmentField } from './attachment-field';
import { ChoiceError } from './choice-error';
import { overLongWhat, problemOn, STEP_FIELDS, type StepContext } from './flow-steps';
import { StepNavigation } from './step-navigation';

/** 'Qué necesita': the service, the title and description, and a document. */
export function WhatStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
  const { draft, update, props, refusal } = context;
  const ids = useId();
  const portal = usePortal();
  // A draft that arrives over-long (a link's comment) says so on its field at once; what was typed stays to shorten.
  const [arrivedOverLong] = useState(() => overLongWhat(context));
  // Once 'Continuar' is refused, each field says its own problem, as the summary does, until the next press.
  // One object per refusal: React Aria marks a field invalid again whenever the context's object changes.
  const fieldErrors = useMemo((): Partial<Record<'title' | 'description', string>> => {
    if (refusal.length === 0) return arrivedOverLong;
    const title = problemOn(refusal, STEP_FIELDS.title);
    const description = problemOn(refusal, STEP_FIELDS.description);
    return { ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }) };
  }, [refusal, arrivedOverLong]);
  const serviceError = problemOn(refusal, STEP_FIELDS.service);
  return (
    <>
      {draft.lawyer !== null ? (
        <p className="ui-description">
          Consulta para <strong>{draft.lawyer.name}</strong>
          {draft.lawyer.study !== '' ? ` · ${draft.lawyer.study}` : null}
        </p>
      ) : null}
      {props.services !== null && !props.services.ok ? <LoadFailure message={props.services.message} /> : null}
      {props.services?.ok && props.services.value.length === 0 ? (
        <FormAlert>Este abogado todavía no publicó sus servicios.</FormAlert>
      ) : null}
      {props.services?.ok && props.services.value.length > 0 ? (
        <fieldset
          className="consultation-options"
          aria-describedby={
            serviceError === undefined ? `${ids}-services-note` : `${ids}-services-note ${ids}-services-error`
          }
        >
          <legend className="ui-label">Servicio</legend>
          <p id={`${ids}-services-note`} className="ui-description">
            {priceMessages.servicesNote}
          </p>
          <ChoiceError id={`${ids}-services-error`} message={serviceError} />
          {props.services.value.map((service) => {
            const { label } = chargeTexts(portal.viewConsultationCharge({ service }));
            return (
              <label
                key={service.id}
                className="consultation-option"
                data-chosen={draft.serviceId === service.id || undefined}
              >
                <input
                  type="radio"
                  name={STEP_FIELDS.service}
                  value={service.id}
                  checked={draft.serviceId === service.id}
                  aria-invalid={serviceError !== undefined || undefined}
                  onChange={() => update({ serviceId: service.id })}
                />
                <span>
                  <strong>{service.nombre}</strong>
                  {service.descripcion.trim() !== '' ? (
                    <span className="consultation-option-detail">{service.descripcion}</span>
                  ) : null}
                  <span className="consultation-option-detail">{label}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <FormValidationContext.Provider value={fieldErrors}>
        <TextField
          name={STEP_FIELDS.title}
          label="Título de la consulta"
          value={draft.title}
          onChange={(title) => update({ title })}
          isRequired
        />
        <AriaTextField
          name={STEP_FIELDS.description}
          className="ui-field"
          value={draft.description}
          onChange={(description) => update({ description })}
          isRequired
        >
          <FieldFrame label="Describa su problema" formError={fieldErrors.description}>
            <TextArea className="ui-input consultation-description" rows={5} />
          </FieldFrame>
        </AriaTextField>
      </FormValidationContext.Provider>
      <AttachmentField context={context} />
      <StepNavigation context={context} stepIndex={stepIndex} />
    </>
  );
}
