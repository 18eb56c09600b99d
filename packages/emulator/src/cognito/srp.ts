import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server side of SRP-6a as Cognito runs it for USER_SRP_AUTH, matched to aws-amplify's client
 * (@aws-amplify/auth, providers/cognito/utils/srp): the 3072-bit group of RFC 5054 with g = 2,
 * SHA-256, hex values padded as Java's BigInteger.toByteArray() would encode them, and a 16-byte
 * HKDF key ('Caldera Derived Key') that signs the password claim.
 */

const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;
const k = hexToBigInt(hashOfHex(paddedHex(N) + paddedHex(g)));

export const srpGroup = { N, g, k } as const;

/** Even-length hex with a leading 00 when the top bit is set, so the value reads as positive. */
export function paddedHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let remaining = exponent;
  while (remaining > 0n) {
    if (remaining & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    remaining >>= 1n;
  }
  return result;
}

/** SHA-256 of the bytes a hex string spells, as hex. */
export function hashOfHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** x = H(salt | H(poolName | username | ':' | password)); the verifier is g^x mod N. */
export function privateKeyX(poolName: string, username: string, password: string, saltHex: string): bigint {
  const identityHash = createHash('sha256').update(`${poolName}${username}:${password}`, 'utf8').digest('hex');
  return hexToBigInt(hashOfHex(paddedHex(hexToBigInt(saltHex)) + identityHash));
}

export interface SrpVerifier {
  readonly salt: string;
  readonly verifier: string;
}

export function createSrpVerifier(poolName: string, username: string, password: string): SrpVerifier {
  const salt = randomBytes(16).toString('hex');
  const verifier = modPow(g, privateKeyX(poolName, username, password, salt), N);
  return { salt, verifier: verifier.toString(16) };
}

export interface ServerEphemeral {
  /** b, kept server-side until the client answers. */
  readonly privateB: string;
  /** B = k·v + g^b mod N, sent as SRP_B. */
  readonly publicB: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(128).toString('hex'));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { privateB: b.toString(16), publicB: B.toString(16) };
  }
}

/** SRP_A must be hex and A mod N must not be 0, or the client could force a known secret. */
export function isAcceptableClientA(hex: string): boolean {
  return /^[0-9a-fA-F]{1,1024}$/.test(hex) && hexToBigInt(hex) % N !== 0n;
}

/** u = H(A | B), the scrambling parameter both sides derive. */
export function scrambler(clientA: bigint, serverB: bigint): bigint {
  return hexToBigInt(hashOfHex(paddedHex(clientA) + paddedHex(serverB)));
}

/** The 16-byte key both sides derive from the shared secret S, salted with u. */
export function authenticationKey(sharedSecret: bigint, u: bigint): Buffer {
  // Amplify computes HMAC(HMAC(u, S), 'Caldera Derived Key' | 0x01): exactly RFC 5869's first block.
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(paddedHex(sharedSecret), 'hex'),
      Buffer.from(paddedHex(u), 'hex'),
      'Caldera Derived Key',
      16,
    ),
  );
}

/** base64(HMAC(key, poolName | username | secretBlock | timestamp)), the PASSWORD_CLAIM_SIGNATURE. */
export function passwordClaimSignature(
  key: Buffer,
  claim: { poolName: string; username: string; secretBlock: string; timestamp: string },
): string {
  return createHmac('sha256', key)
    .update(Buffer.from(claim.poolName, 'utf8'))
    .update(Buffer.from(claim.username, 'utf8'))
    .update(Buffer.from(claim.secretBlock, 'base64'))
    .update(Buffer.from(claim.timestamp, 'utf8'))
    .digest('base64');
}

export interface PasswordClaim {
  readonly poolName: string;
  readonly username: string;
  readonly verifier: string;
  readonly clientA: string;
  readonly privateB: string;
  readonly publicB: string;
  readonly secretBlock: string;
  readonly timestamp: string;
  readonly signature: string;
}

/** True when the client proved it knows the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = hexToBigInt(claim.clientA);
  const B = hexToBigInt(claim.publicB);
  const u = scrambler(A, B);
  if (u === 0n) return false;
  // S = (A · v^u)^b mod N
  const S = modPow((A * modPow(hexToBigInt(claim.verifier), u, N)) % N, hexToBigInt(claim.privateB), N);
  const expected = Buffer.from(passwordClaimSignature(authenticationKey(S, u), claim), 'base64');
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const timestampFormat =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (0?[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d UTC \d{4}$/;

/** The TIMESTAMP the client signs: 'ddd MMM D HH:mm:ss UTC YYYY', e.g. 'Tue Mar 4 09:05:07 UTC 2025'. */
export function isSrpTimestamp(text: string): boolean {
  return timestampFormat.test(text);
}
