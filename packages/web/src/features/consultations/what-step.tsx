import { chargeTexts, consultationCharge, priceMessages } from '@justiciable/core';
import { useId, useState } from 'react';
import { FormValidationContext, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { FormAlert } from '../../ui/blocks';
import { FieldFrame } from '../../ui/field-frame';
import { LoadFailure } from '../../ui/load-failure';
import { TextField } from '../../ui/text-field';
import { AttachmentField } from './attachment-field';
import { overLongWhat, type StepContext } from './flow-steps';
import { StepNavigation } from './step-navigation';

/** 'Qué necesita': the service, the title and description, and a document. */
export function WhatStep({ context, stepIndex }: { readonly context: StepContext; readonly stepIndex: number }) {
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
        <fieldset className="consultation-options" aria-describedby={`${ids}-services-note`}>
          <legend className="ui-label">Servicio</legend>
          <p id={`${ids}-services-note`} className="ui-description">
            {priceMessages.servicesNote}
          </p>
          {props.services.value.map((service) => {
            const { label } = chargeTexts(consultationCharge(service));
            return (
              <label key={service.id} className="consultation-option" data-chosen={draft.serviceId === service.id || undefined}>
                <input type="radio" name={`${ids}-service`} value={service.id} checked={draft.serviceId === service.id} onChange={() => update({ serviceId: service.id })} />
                <span>
                  <strong>{service.nombre}</strong>
                  {service.descripcion.trim() !== '' ? <span className="consultation-option-detail">{service.descripcion}</span> : null}
                  <span className="consultation-option-detail">{label}</span>
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
