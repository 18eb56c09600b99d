import type { StoreHolder } from './store-holder';
import { userAtom } from './user-atoms';

export interface OtherTabsWatch {
  readonly store: StoreHolder;
  /** Whether a localStorage key is where the identity provider names the signed-in user. */
  readonly isSignedInUserKey: (key: string) => boolean;
  readonly goToWelcome: () => void;
}

/**
 * Every open tab of the portal shares one signed-in user, kept by the identity provider in
 * localStorage. When another tab signs out, or signs in someone else, the browser tells this tab
 * with a `storage` event, and a tab holding a session ends it: the store is replaced and the tab
 * goes to /welcome. The provider is not asked to sign out again: the other tab already removed
 * the session from the storage this tab's provider reads. Answers a function that stops watching.
 */
export function endSessionWhenOtherTabsSignOut(
  target: Window,
  { store, isSignedInUserKey, goToWelcome }: OtherTabsWatch,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== target.localStorage) return;
    // A null key is the whole storage cleared.
    const signedInUserChanged =
      event.key === null || (isSignedInUserKey(event.key) && event.newValue !== event.oldValue);
    if (!signedInUserChanged || store.current().get(userAtom) === null) return;
    store.replace();
    goToWelcome();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
