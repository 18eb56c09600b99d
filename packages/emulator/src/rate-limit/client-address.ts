import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** What a request answered in-process (app.request in tests) counts as: it has no socket. */
const NO_SOCKET = 'in-process';

/**
 * The address a request's limits are counted against: the socket's peer. X-Forwarded-For is
 * never read: the portal's clients reach the emulator directly (only /__emulator goes through the
 * app's proxy), so the header would only let a caller pick its own address.
 */
export function clientAddress(c: Context): string {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  const remote = bindings?.incoming?.socket.remoteAddress;
  return remote === undefined ? NO_SOCKET : addressKey(remote);
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
  const missing = tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...missing, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}
