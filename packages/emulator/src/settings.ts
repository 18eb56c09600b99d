import type { EmulatorSettings } from './context';
import { defaultUploadLimits } from './lambda/upload-quota';
import { defaultRateLimits } from './rate-limit/rate-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fixed identifiers, so a client configured once keeps working across resets. */
export const defaultSettings: EmulatorSettings = {
  region: 'sa-east-1',
  // Real pool ids are <region>_<9 characters>; Amplify derives the SRP pool name from the part after '_'.
  userPoolId: 'sa-east-1_Emulator1',
  userPoolClientId: 'justiciableemulatorclient1',
  identityPoolId: 'sa-east-1:00000000-0000-4000-8000-6a7573746963',
  apiKey: 'da2-justiciableemulatorkey0001',
  uploadFunctionName: 'justiciable-upload-file-dev',
  downloadFunctionName: 'justiciable-download-file-dev',
  autoAcceptMs: 5000,
  // API-key writes cannot be tied to a user (SPEC §6's key ships in the web app): refused unless asked for.
  allowApiKeyWrites: false,
  webOrigin: null,
  rateLimits: defaultRateLimits,
  linkTokenLifetimeMs: 30 * DAY_MS,
  // Open on loopback; startEmulator sets one when it listens on any other address.
  consoleToken: null,
  // No proxy is believed unless named: a direct caller's X-Forwarded-For would pick its own address.
  trustedProxies: [],
  uploadLimits: defaultUploadLimits,
};
