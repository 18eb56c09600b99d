import { fileURLToPath } from 'node:url';

/** Screenshots of every page the suite visits, at the repo root's test-artifacts/ (gitignored). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../../test-artifacts/screenshots/', import.meta.url));

/** What the harness keeps of a failed test's pages: a screenshot each (harness/browser.ts). */
export const FAILURES_DIR = fileURLToPath(new URL('../../../../test-artifacts/failures/', import.meta.url));
