import type { PortalError } from '@justiciable/core';
import { useState } from 'react';
import type { ErrorSummaryItem } from '../../ui/error-summary';

export type IdentityField = 'name' | 'email' | 'password' | 'phone' | 'code';

const IDENTITY_FIELDS: readonly string[] = ['name', 'email', 'password', 'phone', 'code'];

/**
 * Which field an identity refusal belongs to, so its Spanish text shows under that field;
 * null when it is about the form as a whole (wrong credentials, network, unconfirmed user).
 */
function fieldOf(error: PortalError): IdentityField | null {
  if (error.kind === 'invalid-input') {
    return IDENTITY_FIELDS.includes(error.field) ? (error.field as IdentityField) : null;
  }
  if (error.kind !== 'identity') return null;
  switch (error.reason) {
    case 'emptyUsername':
    case 'invalidEmail':
    case 'emailExists':
    case 'userExists':
      return 'email';
    case 'emptyPassword':
    case 'invalidPassword':
      return 'password';
    case 'invalidPhone':
      return 'phone';
    case 'codeMismatch':
    case 'expiredCode':
      return 'code';
    default:
      return null;
  }
}

/**
 * A failure split into the field errors a Form shows and the message for the whole form. Core
 * checks a form's fields together, so a refusal may name several (`fields`), each shown at once.
 */
function splitError(error: PortalError): {
  readonly fields: Partial<Record<IdentityField, string>>;
  readonly form: string | null;
} {
  if (error.kind === 'invalid-input' && error.fields !== undefined) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).filter(([field]) => IDENTITY_FIELDS.includes(field)),
    );
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  const field = fieldOf(error);
  return field === null ? { fields: {}, form: error.message } : { fields: { [field]: error.message }, form: null };
}

interface Refusal {
  readonly fields: Partial<Record<IdentityField, string>>;
  readonly form: string | null;
  /** Counts the refused sends: each one moves the focus to the error summary. */
  readonly attempt: number;
}

/**
 * What a welcome form shows of its last refused send: the field errors for the Form's
 * `validationErrors`, and the error summary's items (the form's own problem first, then each
 * field's in the form's order), with the count of refusals that moves the focus to it.
 */
export function useFormRefusal() {
  const [refusal, setRefusal] = useState<Refusal>({ fields: {}, form: null, attempt: 0 });
  const items: ErrorSummaryItem[] = [
    ...(refusal.form === null ? [] : [{ message: refusal.form }]),
    ...Object.entries(refusal.fields).map(([field, message]) => ({ field, message: message ?? '' })),
  ];
  return {
    fieldErrors: refusal.fields,
    attempt: refusal.attempt,
    items,
    refuse: (error: PortalError) => setRefusal((last) => ({ ...splitError(error), attempt: last.attempt + 1 })),
  };
}
