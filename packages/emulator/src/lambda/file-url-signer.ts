import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid, as a short S3 presigned URL. */
const downloadUrlLifetimeMs = 5 * 60 * 1000;
export const filesRoutePrefix = '/__emulator/files/';

export type UrlVerdict = 'valid' | 'expired' | 'forged' | 'revoked';

/**
 * Short-lived download links to stored files, signed with a key that lives as long as the
 * emulator process: like presigned S3 URLs, they cannot be made up, widened or extended. Each is
 * signed for the owner it was issued to (the case's client), who is not in the URL: a link opens
 * only while the file's case still belongs to that owner and the owner's account still exists, as
 * a presigned URL dies with the credentials that signed it.
 */
export interface FileUrlSigner {
  urlFor(key: string, ownerSub: string, now: number): string;
  /** ownerSub: the client of the key's case now, or null when it has none. */
  verify(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    ownerSub: string | null,
    now: number,
  ): UrlVerdict;
  /** Every link issued to this owner stops opening (the account was deleted). */
  revokeOwner(ownerSub: string): void;
}

export function createFileUrlSigner(baseUrl: () => string, secret: Buffer = randomBytes(32)): FileUrlSigner {
  const sign = (key: string, expires: string, ownerSub: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${ownerSub}`).digest('hex');
  // As long as the secret lives: links from an earlier process fail their signature anyway.
  const revoked = new Set<string>();
  return {
    urlFor(key, ownerSub, now) {
      const expires = String(Math.floor((now + downloadUrlLifetimeMs) / 1000));
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${baseUrl()}${filesRoutePrefix}${path}?expires=${expires}&signature=${sign(key, expires, ownerSub)}`;
    },
    verify(key, expires, signature, ownerSub, now) {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature || ownerSub === null) return 'forged';
      const expected = Buffer.from(sign(key, expires, ownerSub));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
      if (revoked.has(ownerSub)) return 'revoked';
      return Number(expires) * 1000 <= now ? 'expired' : 'valid';
    },
    revokeOwner(ownerSub) {
      revoked.add(ownerSub);
    },
  };
}
