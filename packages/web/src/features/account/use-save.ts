import type { CatalogueMessage, LoadedSession, PortalError, Result, UserRecord } from '@justiciable/core';
import { useAtom, useSetAtom } from 'jotai';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { accountSavesUnderWayAtom, userAtom } from '../../session/user-atoms';
import { useFieldRefusal } from './field-refusal';

type AccountSave = (current: UserRecord) => Promise<Result<UserRecord, PortalError>>;

/** The form's fields a save refused, each with core's message; none when it did not refuse any of them. */
function fieldProblems<Field extends string>(
  answer: Result<UserRecord, PortalError>,
  fields: readonly Field[],
): Partial<Record<Field, CatalogueMessage>> {
  const refused = !answer.ok && answer.error.kind === 'invalid-input' ? answer.error.fields : undefined;
  const problems: Partial<Record<Field, CatalogueMessage>> = {};
  for (const field of fields) {
    const message = refused?.[field];
    if (message !== undefined) problems[field] = message;
  }
  return problems;
}

/**
 * Runs one of the account saves through the shared action helper. Core's save checks every field
 * before sending anything and refuses the wrong ones all at once: each is said on its field and in
 * the form's summary (`refusal`), not in its alert. On success the stored user is replaced with
 * the answer (SPEC §4), read as a sign-in reads it, then `onSaved` is told. The forms keep their
 * own values, so a refused or failed save loses nothing that was typed.
 */
export function useAccountSave<Field extends string>(
  successText: string,
  fields: readonly Field[],
  onSaved?: (saved: UserRecord) => void,
) {
  const portal = usePortal();
  const [loaded, setLoaded] = useAtom(userAtom);
  const refusal = useFieldRefusal(fields);
  const action = useAction((current: LoadedSession, save: AccountSave) => save(current.user), {
    success: successText,
    failure: 'inline',
    onSuccess: (saved) => {
      // The save has answered, so the portal's code is loaded and its views answer.
      setLoaded((current) => (current === null ? current : portal.sessionWithSavedRecord({ loaded: current, saved })));
      onSaved?.(saved);
    },
  });
  const setSavesUnderWay = useSetAtom(accountSavesUnderWayAtom);
  return {
    save: async (save: AccountSave) => {
      if (loaded === null) return;
      setSavesUnderWay((count) => count + 1);
      try {
        const answer = await action.run(loaded, save);
        if (!refusal.accept(fieldProblems(answer, fields))) action.clearError();
      } finally {
        setSavesUnderWay((count) => count - 1);
      }
    },
    refusal,
    pending: action.pending,
    error: action.error,
  };
}
