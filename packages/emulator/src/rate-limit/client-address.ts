import { BlockList, isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The address a request's limits count against, as trustForwardedFor resolved it. */
    clientAddress: string | undefined;
  }
}

/** What a request answered in-process (app.request in tests) counts as: it has no socket. */
const NO_SOCKET = 'in-process';

/**
 * The address a request's limits are counted against (its addressKey): the one trustForwardedFor
 * resolved, or else the socket's peer.
 */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? clientKey(peerAddress(c), undefined, null);
}

/**
 * Resolves each request's client address once, before any limit counts it.
 * Behind a reverse proxy every client's socket peer is the proxy, so per-address limits would
 * become one limit for everybody: a request whose peer is one of `trustedProxies` (addresses or
 * CIDR blocks, IPv4 or IPv6) counts against the rightmost X-Forwarded-For entry, the one that
 * proxy wrote itself (entries to its left are whatever the client sent). Any other peer's
 * X-Forwarded-For is never read: a direct caller cannot choose its own address. Empty by default.
 */
export function trustForwardedFor(trustedProxies: readonly string[]): MiddlewareHandler {
  const trusted = trustedProxies.length === 0 ? null : proxyList(trustedProxies);
  return async (c, next) => {
    c.set('clientAddress', clientKey(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** The key of a request from `peer` that carried `forwardedFor`, believing the header only from a trusted peer. */
export function clientKey(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList | null,
): string {
  if (peer === undefined) return NO_SOCKET;
  if (trusted === null || forwardedFor === undefined || !isTrusted(trusted, peer)) return addressKey(peer);
  const written = forwardedFor.split(',').at(-1)?.trim() ?? '';
  // A proxy that wrote no address (or garbage) is misconfigured: count its requests as its own, never the header's.
  return isIP(written) === 0 ? addressKey(peer) : addressKey(written);
}

/** TRUSTED_PROXIES as a list to check peers against: each entry an address or a CIDR block; throws naming one it cannot read. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.trim().split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== null && (!Number.isInteger(bits) || bits < 0 || bits > maxBits))
    ) {
      throw new Error(
        `cannot read trusted proxy '${entry}': expected an IPv4 or IPv6 address, or a CIDR block such as 10.0.0.0/8`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** The EMULATOR_TRUSTED_PROXIES variable: a comma-separated list; unset or empty trusts no proxy. */
export function trustedProxiesFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  proxyList(entries);
  return entries;
}

function isTrusted(trusted: BlockList, peer: string): boolean {
  const family = isIP(peer);
  // An IPv4-mapped peer (::ffff:127.0.0.1) matches an IPv4 entry: BlockList checks it so.
  return family !== 0 && trusted.check(peer, family === 6 ? 'ipv6' : 'ipv4');
}

function peerAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress;
}

/**
 * One key per client: an IPv4 address as is (also when IPv6-mapped), an IPv6 address by its
 * /64 network, which a single subscriber holds whole and could otherwise walk through.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]?.toLowerCase().split('::') ?? [];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...missing, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}
