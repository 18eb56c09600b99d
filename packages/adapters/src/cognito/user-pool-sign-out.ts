import type { PortalConfig } from '../portal-config';
import type { TokenStorage } from './configure-amplify';

/**
 * The user pool's two sign-out calls, made here rather than through Amplify: Amplify's signOut
 * swallows every failure of its RevokeToken and GlobalSignOut, so a sign-out made offline looked
 * done while the refresh token stayed valid at the pool for 30 days.
 */

/** What the pool made of a call: done, refused (the token was no longer good), or no answer to go by. */
export type UserPoolAnswer = 'done' | 'refused' | 'no-answer';

/** Calls one of the pool's unauthenticated-by-SigV4 operations, as Amplify would. */
export async function callUserPool(
  config: PortalConfig,
  operation: 'RevokeToken' | 'GlobalSignOut',
  body: Readonly<Record<string, string>>,
): Promise<UserPoolAnswer> {
  const endpoint = config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  try {
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(config.timeouts.requestMs),
    });
    await answer.body?.cancel();
    if (answer.ok) return 'done';
    // Throttled or failing: the pool did not act on it, so it is asked again later.
    return answer.status === 429 || answer.status >= 500 ? 'no-answer' : 'refused';
  } catch {
    return 'no-answer';
  }
}

/** The storage for refresh tokens still to revoke: where Amplify keeps its tokens, when it can be written. */
type WritableStorage = Required<Pick<TokenStorage, 'getItem' | 'setItem' | 'removeItem'>>;

function writable(storage: TokenStorage | null): WritableStorage | null {
  return storage !== null && typeof storage.setItem === 'function' && typeof storage.removeItem === 'function'
    ? (storage as WritableStorage)
    : null;
}

/**
 * Refresh tokens whose revocation the pool has not heard yet (a sign-out made offline), kept
 * beside Amplify's tokens (a browser's localStorage; in memory in Node) and revoked again when the
 * browser says it is back online and when a portal next starts. Each leaves the list once the pool
 * has revoked it or refused it (expired, or revoked already): then it signs nobody in.
 */
export class PendingRevocations {
  private readonly key: string;
  private readonly storage: WritableStorage | null;
  private inMemory: string[] = [];
  private retrying: Promise<void> | null = null;

  constructor(
    private readonly config: PortalConfig,
    storage: TokenStorage | null,
  ) {
    this.key = `justiciable.pendingSignOut.${config.userPoolClientId}`;
    this.storage = writable(storage);
    const events = globalThis as { addEventListener?: (type: string, listener: () => void) => void };
    if (this.storage !== null && typeof events.addEventListener === 'function')
      events.addEventListener('online', () => void this.retry());
  }

  /** Revokes the refresh token at the pool; answers false, keeping it for later, when the pool could not be reached. */
  async revoke(refreshToken: string): Promise<boolean> {
    const answer = await callUserPool(this.config, 'RevokeToken', {
      ClientId: this.config.userPoolClientId,
      Token: refreshToken,
    });
    if (answer !== 'no-answer') return true;
    this.write([...this.read().filter((token) => token !== refreshToken), refreshToken]);
    return false;
  }

  /** Revokes every token still kept; one retry at a time. */
  retry(): Promise<void> {
    this.retrying ??= this.retryAll().finally(() => (this.retrying = null));
    return this.retrying;
  }

  /** The tokens still to revoke (for tests and diagnostics: their count, never their values, belongs in a log). */
  pending(): readonly string[] {
    return this.read();
  }

  private async retryAll(): Promise<void> {
    for (const token of this.read()) {
      const answer = await callUserPool(this.config, 'RevokeToken', {
        ClientId: this.config.userPoolClientId,
        Token: token,
      });
      if (answer !== 'no-answer') this.write(this.read().filter((kept) => kept !== token));
    }
  }

  private read(): string[] {
    if (this.storage === null) return this.inMemory;
    try {
      const kept: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(kept) ? kept.filter((token): token is string => typeof token === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(tokens: readonly string[]): void {
    if (this.storage === null) {
      this.inMemory = [...tokens];
      return;
    }
    if (tokens.length === 0) this.storage.removeItem(this.key);
    else this.storage.setItem(this.key, JSON.stringify(tokens));
  }
}
