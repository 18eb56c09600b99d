import { fileURLToPath } from 'node:url';

/** Screenshots of every page the suite visits, at the repo root's test-artifacts/ (gitignored). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../../test-artifacts/screenshots/', import.meta.url));
