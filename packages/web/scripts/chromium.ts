/**
 * The browser the end-to-end suite (e2e/harness/browser.ts) and the browser benchmark
 * (bench/browser.bench.ts) drive: the system Chromium, which scripts/ensure-chromium.mjs at the
 * repo root installs when missing, headless and without anything that talks to the network on
 * its own, so every request it makes is the app's.
 */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
