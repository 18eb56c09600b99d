import type { PortalError } from '@justiciable/core';

export type IdentityField = 'name' | 'email' | 'password' | 'phone' | 'code';

/**
 * Which field an identity refusal belongs to, so its Spanish text shows under that field;
 * null when it is about the form as a whole (wrong credentials, network, unconfirmed user).
 */
export function fieldOf(error: PortalError): IdentityField | null {
  if (error.kind === 'invalid-input') {
    return ['name', 'email', 'password', 'phone', 'code'].includes(error.field) ? (error.field as IdentityField) : null;
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

/** A failure split into the field errors a Form shows and the message for the whole form. */
export function splitError(error: PortalError): { readonly fields: Partial<Record<IdentityField, string>>; readonly form: string | null } {
  const field = fieldOf(error);
  return field === null ? { fields: {}, form: error.message } : { fields: { [field]: error.message }, form: null };
}
