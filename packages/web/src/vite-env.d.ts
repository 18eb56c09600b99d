/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The emulator the development and e2e builds talk to; http://127.0.0.1:4010 when unset. */
  readonly VITE_EMULATOR_URL?: string;
}
