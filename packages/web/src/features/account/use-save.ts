import { loadedSessionOf, type LoadedSession, type PortalError, type Result, type UserRecord } from '@justiciable/core';
import { useAtom, useSetAtom } from 'jotai';
import { useAction } from '../../data/use-action';
import { accountSavesUnderWayAtom, userAtom } from '../../session/user-atoms';

type AccountSave = (current: UserRecord) => Promise<Result<UserRecord, PortalError>>;

/**
 * Runs one of the account saves through the shared action helper and, on success, replaces the
 * stored user with the answer (SPEC §4), read as a sign-in reads it (core's loadedSessionOf), then
 * tells `onSaved`. The forms keep their own values, so a failed save loses nothing that was typed.
 */
export function useAccountSave(successText: string, onSaved?: (saved: UserRecord) => void) {
  const [loaded, setLoaded] = useAtom(userAtom);
  const action = useAction((current: LoadedSession, save: AccountSave) => save(current.user), {
    success: successText,
    failure: 'inline',
    onSuccess: (saved) => {
      setLoaded((current) => (current === null ? current : loadedSessionOf(current.session, saved)));
      onSaved?.(saved);
    },
  });
  const setSavesUnderWay = useSetAtom(accountSavesUnderWayAtom);
  return {
    save: async (save: AccountSave) => {
      if (loaded === null) return;
      setSavesUnderWay((count) => count + 1);
      try {
        await action.run(loaded, save);
      } finally {
        setSavesUnderWay((count) => count - 1);
      }
    },
    pending: action.pending,
    error: action.error,
  };
}
