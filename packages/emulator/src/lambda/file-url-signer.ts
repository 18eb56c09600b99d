import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid, as a short S3 presigned URL. */
const downloadUrlLifetimeMs = 5 * 60 * 1000;
export const filesRoutePrefix = '/__emulator/files/';

export type UrlVerdict = 'valid' | 'expired' | 'forged';

/**
 * Short-lived download links to stored files, signed with a key that lives as long as the
 * emulator process: like presigned S3 URLs, they cannot be made up, widened or extended.
 */
export interface FileUrlSigner {
  urlFor(key: string, now: number): string;
  verify(key: string, expires: string | undefined, signature: string | undefined, now: number): UrlVerdict;
}

export function createFileUrlSigner(baseUrl: () => string, secret: Buffer = randomBytes(32)): FileUrlSigner {
  const sign = (key: string, expires: string) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  return {
    urlFor(key, now) {
      const expires = String(Math.floor((now + downloadUrlLifetimeMs) / 1000));
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${baseUrl()}${filesRoutePrefix}${path}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature, now) {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'forged';
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
      return Number(expires) * 1000 <= now ? 'expired' : 'valid';
    },
  };
}
