import { inject } from 'vitest';

/** One served portal: the app and the in-memory, demo-seeded emulator beside it. */
export interface ServedPortal {
  /** The app under test, http://127.0.0.1:PORT. */
  readonly appUrl: string;
  /** Its emulator, for what a test prepares or reads through the wire. */
  readonly emulatorUrl: string;
  /** The emulator's seeded demo client. */
  readonly demo: { readonly email: string; readonly password: string };
}

/**
 * The portal this test file drives. Files run in parallel, one per worker, and each worker has a
 * portal of its own (harness/global-setup.ts), so no two files running at once share an account's
 * data, its sessions or its rate limits. A worker's files still share its portal one after another.
 */
export function servedPortal(): ServedPortal {
  const portals = inject('portals');
  const portal = portals[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (portal === undefined) {
    throw new Error(`Worker ${process.env.VITEST_POOL_ID} has no portal: global-setup started ${portals.length}.`);
  }
  return portal;
}
