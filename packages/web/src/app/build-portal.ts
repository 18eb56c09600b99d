import { configFromEnv, createAdapters, emulatorConfig } from '@justiciable/adapters';
import { createPortal, type Portal } from '@justiciable/core';

export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:4010';

/**
 * The composition root: the only place that builds adapters. A production build reads the
 * cloud's endpoints from its VITE_ variables; every other mode (development, e2e, the local
 * demo) asks the emulator for the endpoints it serves.
 */
export async function buildPortal(env: ImportMetaEnv): Promise<Portal> {
  if (env.MODE === 'production') return createPortal(createAdapters(configFromEnv(env)));
  return createPortal(createAdapters(await emulatorConfig(env.VITE_EMULATOR_URL || DEFAULT_EMULATOR_URL)));
}
