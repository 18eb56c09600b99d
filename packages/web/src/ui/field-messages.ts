import { identityMessages, validationMessages } from '@justiciable/core';
import type { ValidationResult } from 'react-aria-components';

/**
 * The browser's own constraint messages follow the browser's language; the portal speaks
 * Spanish whatever the browser, so each native failure gets the catalogue's text.
 */
export function spanishValidationMessage(validation: ValidationResult): string {
  const { validationDetails, validationErrors } = validation;
  if (validationDetails.valueMissing) return validationMessages.required;
  if (validationDetails.typeMismatch) return identityMessages.invalidEmail;
  return validationErrors.join(' ');
}
