import type { PortalPorts } from '../portal-ports';
import type { makeDeleteAccount } from './delete-account';
import type { makeSaveBilling } from './save-billing';
import type { makeSaveLocation } from './save-location';
import type { makeSaveProfile } from './save-profile';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of account. */
export interface AccountUseCases {
  readonly saveProfile: ReturnType<typeof makeSaveProfile>;
  readonly saveBilling: ReturnType<typeof makeSaveBilling>;
  readonly saveLocation: ReturnType<typeof makeSaveLocation>;
  readonly deleteAccount: ReturnType<typeof makeDeleteAccount>;
}

export function accountUseCases(ports: PortalPorts): AccountUseCases {
  return {
    saveProfile: onFirstCall(async () => (await import('./save-profile')).makeSaveProfile(ports)),
    saveBilling: onFirstCall(async () => (await import('./save-billing')).makeSaveBilling(ports)),
    saveLocation: onFirstCall(async () => (await import('./save-location')).makeSaveLocation(ports)),
    deleteAccount: onFirstCall(async () => (await import('./delete-account')).makeDeleteAccount(ports)),
  };
}
