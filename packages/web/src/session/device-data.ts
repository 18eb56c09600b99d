import type { LoadedSession } from '@justiciable/core';
import type { DeviceReads } from '../data/device-reads';

/** What the device keeps of the signed-in client: the data they read, and their loaded session. */
export interface DeviceData {
  readonly reads: DeviceReads;
  readonly session: DeviceSession;
}

export interface DeviceSession {
  /** The session loaded last on this device, while its client has not left; null when none. */
  known(): Promise<LoadedSession | null>;
  /**
   * The session kept on the device when it is the one whose tokens the identity provider stored
   * here (the same user id), which a fresh page may open from at once; null otherwise.
   */
  resumable(): Promise<LoadedSession | null>;
  /**
   * Reads the user record behind a session resumed from the device, so the page need not wait
   * for it. A refusal ends the session as a revoked one does: signed out, the device's data of
   * the client deleted, /welcome with the reason (none for 'El usuario no está autenticado').
   */
  revalidate(loaded: LoadedSession): void;
}
