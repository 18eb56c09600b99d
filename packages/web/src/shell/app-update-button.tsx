import { appUpdateMessages } from '@justiciable/core';
import { Button } from '../ui/button';

/** The new-version banner's Actualizar, a chunk of its own (app-update-banner.tsx). */
export function AppUpdateButton({ isPending, onPress }: { readonly isPending: boolean; readonly onPress: () => void }) {
  return (
    <Button variant="secondary" isPending={isPending} onPress={onPress}>
      {appUpdateMessages.update}
    </Button>
  );
}
