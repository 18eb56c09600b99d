import { randomBytes } from 'node:crypto';
import {
  authenticationKey,
  hexToBigInt,
  modPow,
  passwordClaimSignature,
  privateKeyX,
  scrambler,
  srpGroup,
} from '../cognito/srp';

/**
 * The client half of SRP-6a for tests that sign in without Amplify. It derives S the client's
 * way, (B − k·g^x)^(a + u·x), so agreeing with the server's (A·v^u)^b checks the math.
 */
export function srpClientEphemeral(): { a: bigint; publicA: string } {
  const a = hexToBigInt(randomBytes(128).toString('hex'));
  return { a, publicA: modPow(srpGroup.g, a, srpGroup.N).toString(16) };
}

export interface PasswordVerifierChallenge {
  readonly SALT: string;
  readonly SRP_B: string;
  readonly SECRET_BLOCK: string;
  readonly USER_ID_FOR_SRP: string;
}

export function passwordClaim(input: {
  poolName: string;
  password: string;
  a: bigint;
  publicA: string;
  challenge: PasswordVerifierChallenge;
  timestamp: string;
}): string {
  const { N, g, k } = srpGroup;
  const username = input.challenge.USER_ID_FOR_SRP;
  const x = privateKeyX(input.poolName, username, input.password, input.challenge.SALT);
  const B = hexToBigInt(input.challenge.SRP_B);
  const u = scrambler(hexToBigInt(input.publicA), B);
  const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
  const S = modPow(base, input.a + u * x, N);
  return passwordClaimSignature(authenticationKey(S, u), {
    poolName: input.poolName,
    username,
    secretBlock: input.challenge.SECRET_BLOCK,
    timestamp: input.timestamp,
  });
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'ddd MMM D HH:mm:ss UTC YYYY', the day unpadded, as Amplify writes it. */
export function srpTimestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${weekdays[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(
    date.getUTCMinutes(),
  )}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
