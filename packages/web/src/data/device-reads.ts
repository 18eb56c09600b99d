import type { DeviceReads, LoadedSession, Loaded, PortalError, Result } from '@justiciable/core';

export type { DeviceRead, DeviceReads } from '@justiciable/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The keys of the device's copies the route's loader reads for these params, so a fresh page
     * starts reading them from the device beside the app's own start (startApp), not after the
     * guards before the loader.
     */
    readonly deviceKeys?: (params: Readonly<Record<string, string | undefined>>) => readonly string[];
  }
}

// The routes' side of core's reads through the device (the session keeper's `reads`): each takes
// the route's context, which knows the reads and the client signed in.

/** What a signed-in loader reads through the device: its route's context. */
export interface DeviceReadContext {
  readonly device: { readonly reads: DeviceReads };
  readonly session: LoadedSession;
}

/** A signed-in loader's read of what the device keeps a copy of, for the client signed in. */
export function readThroughDevice<T>(
  context: DeviceReadContext,
  routeId: string,
  key: string,
  read: () => Promise<Result<T, PortalError>>,
  { keepInMemory = false }: { readonly keepInMemory?: boolean } = {},
): Promise<Loaded<T>> {
  return context.device.reads.read({ userId: context.session.session.userId, key, routeId, read, keepInMemory });
}

/** Keeps what a signed-in page read bit by bit on the device, for the client signed in (DeviceReads' `keep`). */
export function keepOnDeviceFor(context: DeviceReadContext, key: string, value: unknown): void {
  context.device.reads.keep(context.session.session.userId, key, value);
}

/** What a signed-in loader knows of another page's read without asking the network (DeviceReads' `known`); null when nothing. */
export async function knownOnDevice<T>(context: DeviceReadContext, key: string): Promise<T | null> {
  return (await context.device.reads.known<T>(context.session.session.userId, key))?.value ?? null;
}

/** Hands what a signed-in page reads to another page's next read of `key` (DeviceReads' `handOver`). */
export function handOverFor<T>(context: DeviceReadContext, key: string, answer: Promise<Result<T, PortalError>>): void {
  context.device.reads.handOver(context.session.session.userId, key, answer);
}
