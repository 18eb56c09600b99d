import { describe, expect, it } from 'vitest';
import { passwordClaim, srpClientEphemeral, srpTimestamp } from '../testing/srp-client';
import {
  createServerEphemeral,
  createSrpVerifier,
  isAcceptableClientA,
  isSrpTimestamp,
  paddedHex,
  srpGroup,
  verifyPasswordClaim,
} from './srp';

describe('SRP-6a as Cognito runs it', () => {
  it('pads hex as Java BigInteger.toByteArray does', () => {
    expect(paddedHex(20n)).toBe('14');
    expect(paddedHex(236n)).toBe('00ec');
    expect(paddedHex(0x123n)).toBe('0123');
    expect(paddedHex(0x8123n)).toBe('008123');
  });

  it('uses k = H(N | g) of the 3072-bit group', () => {
    expect(srpGroup.N.toString(2)).toHaveLength(3072);
    expect(srpGroup.k.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
  });

  function claim(password: string, verifierPassword = password) {
    const poolName = 'Emulator1';
    const username = '5f1c3a7e-0000-4000-8000-000000000001';
    const { salt, verifier } = createSrpVerifier(poolName, username, verifierPassword);
    const { privateB, publicB } = createServerEphemeral(verifier);
    const { a, publicA } = srpClientEphemeral();
    const secretBlock = Buffer.from('secret block').toString('base64');
    const timestamp = srpTimestamp(new Date(Date.UTC(2025, 2, 4, 9, 5, 7)));
    const signature = passwordClaim({
      poolName,
      password,
      a,
      publicA,
      timestamp,
      challenge: { SALT: salt, SRP_B: publicB, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: username },
    });
    return { poolName, username, verifier, clientA: publicA, privateB, publicB, secretBlock, timestamp, signature };
  }

  it('accepts the signature of a client that knows the password', () => {
    expect(verifyPasswordClaim(claim('clave-segura-1'))).toBe(true);
  });

  it('refuses a wrong password, a changed timestamp and a truncated signature', () => {
    expect(verifyPasswordClaim(claim('clave-segura-2', 'clave-segura-1'))).toBe(false);
    const good = claim('clave-segura-1');
    expect(verifyPasswordClaim({ ...good, timestamp: 'Tue Mar 4 09:05:08 UTC 2025' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, signature: good.signature.slice(4) })).toBe(false);
  });

  it('refuses an A that is not hex or is a multiple of N', () => {
    expect(isAcceptableClientA('zz')).toBe(false);
    expect(isAcceptableClientA('0')).toBe(false);
    expect(isAcceptableClientA(srpGroup.N.toString(16))).toBe(false);
    expect(isAcceptableClientA('abc123')).toBe(true);
  });

  it("reads Amplify's timestamp format, the day unpadded", () => {
    expect(srpTimestamp(new Date(Date.UTC(2025, 2, 4, 9, 5, 7)))).toBe('Tue Mar 4 09:05:07 UTC 2025');
    expect(isSrpTimestamp('Tue Mar 4 09:05:07 UTC 2025')).toBe(true);
    expect(isSrpTimestamp('Sat Nov 29 23:59:59 UTC 2025')).toBe(true);
    expect(isSrpTimestamp('2025-03-04T09:05:07Z')).toBe(false);
    expect(isSrpTimestamp('Tue Mar 4 9:05:07 UTC 2025')).toBe(false);
  });
});
