import { userProfileFromRecord, type PortalError, type Result, type UserRecord } from '@justiciable/core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useToaster } from '../../session/router-context';
import { userAtom } from '../../session/user-atoms';

/**
 * Runs one of the account saves and, on success, replaces the stored user (SPEC §4). The form
 * keeps its own values either way, so a failed save loses nothing that was typed.
 */
export function useAccountSave(successText: string) {
  const [loaded, setLoaded] = useAtom(userAtom);
  const toaster = useToaster();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(run: (current: UserRecord) => Promise<Result<UserRecord, PortalError>>) {
    if (loaded === null) return;
    setPending(true);
    const saved = await run(loaded.user);
    setPending(false);
    if (!saved.ok) {
      setError(saved.error.message);
      toaster.error(saved.error.message);
      return;
    }
    setError(null);
    const user = saved.value.user;
    setLoaded({
      ...loaded,
      user: saved.value,
      profile: userProfileFromRecord(saved.value, loaded.session),
      client: { ...loaded.client, name: user.name ?? loaded.client.name, phone: user.phone ?? loaded.client.phone },
    });
    toaster.success(successText);
  }

  return { save, pending, error };
}
