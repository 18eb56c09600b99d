import type { CatalogueMessage } from '@justiciable/core';
import { useState } from 'react';
import type { ErrorSummaryItem } from '../../ui/error-summary';

type Problems<Field extends string> = Readonly<Partial<Record<Field, CatalogueMessage | string>>>;

/**
 * A form's refusal of its fields, all at once: each field's message (the Form's
 * validationErrors), the same messages in the form's order for the error summary, and a count of
 * the refused sends, which moves the focus to the summary each time.
 */
export function useFieldRefusal<Field extends string>(order: readonly Field[]) {
  const [fieldErrors, setFieldErrors] = useState<Problems<Field>>(() => ({}) as Problems<Field>);
  const [attempt, setAttempt] = useState(0);
  const items: ErrorSummaryItem[] = order.flatMap((field) => {
    const message = fieldErrors[field];
    return message === undefined ? [] : [{ field, message }];
  });
  return {
    fieldErrors: fieldErrors as Partial<Record<Field, string>>,
    items,
    attempt,
    /** Marks every problem core found; answers whether the form may be sent (none found). */
    accept(problems: Problems<Field>): boolean {
      setFieldErrors(problems);
      const refused = order.some((field) => problems[field] !== undefined);
      if (refused) setAttempt((count) => count + 1);
      return !refused;
    },
  };
}
