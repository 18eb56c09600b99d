import type { PortalError, Result } from '@justiciable/core';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { useFormRefusal } from './form-errors';
import { StepHeading } from './step-heading';

export interface IdentityFormProps<T> {
  /** The form's accessible name. */
  readonly label: string;
  /** The title of a step that replaces the form the person was using; it takes the focus. */
  readonly heading?: string;
  /** What the step asks for, under its heading. */
  readonly lead?: ReactNode;
  /** The submit button's label. */
  readonly submit: string;
  /** The form's use-case, called with what is typed in when the person sends it. */
  readonly send: () => Promise<Result<T, PortalError>>;
  /** Accepted: what comes next, awaited while the submit button stays busy. */
  readonly onAccepted: (value: T) => void | Promise<void>;
  /** Refused: besides its messages above the form and under the fields (which way out a refusal offers). */
  readonly onRefused?: (error: PortalError) => void;
  /** Accepted, the person leaves for another page: the button stays busy until this form is gone. */
  readonly leaves?: boolean;
  /** The ways out a refusal offers, under the error summary. */
  readonly refusalActions?: ReactNode;
  /** After the submit button: the form's other ways on. */
  readonly footer?: ReactNode;
  readonly className?: string;
  /** The form's fields. */
  readonly children: ReactNode;
}

/**
 * What every sign-in, registration and recovery step (and /celular's phone) shares, so each states
 * only its fields and its use-case: the form sends once per press with its button busy meanwhile,
 * and a refusal shows in the error summary (which takes the focus) and under each field it names.
 */
export function IdentityForm<T>({
  label,
  heading,
  lead,
  submit,
  send,
  onAccepted,
  onRefused,
  leaves = false,
  refusalActions,
  footer,
  className = 'ui-form',
  children,
}: IdentityFormProps<T>) {
  const refusal = useFormRefusal();
  const [pending, setPending] = useState(false);

  async function sendForm() {
    setPending(true);
    const sent = await send();
    if (!sent.ok) {
      setPending(false);
      refusal.refuse(sent.error);
      onRefused?.(sent.error);
      return;
    }
    await onAccepted(sent.value);
    if (!leaves) setPending(false);
  }

  return (
    <Form
      className={className}
      validationBehavior="aria"
      validationErrors={refusal.fieldErrors}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void sendForm();
      }}
    >
      {heading === undefined ? null : <StepHeading>{heading}</StepHeading>}
      {lead === undefined ? null : <p>{lead}</p>}
      <ErrorSummary errors={refusal.items} attempt={refusal.attempt}>
        {refusalActions}
      </ErrorSummary>
      {children}
      <Button type="submit" block isPending={pending}>
        {submit}
      </Button>
      {footer}
    </Form>
  );
}
