// Prints the gzip size of the JavaScript and CSS a first visit to /welcome loads, from the
// manifest of the last `vite build`: the entry, the welcome page's chunk, and every chunk they
// import statically. Lazy chunks (other pages, the Lambda SDK) are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const welcomeKey = Object.keys(manifest).find((key) => key.endsWith('features/identity/welcome-page.tsx'));
if (!entryKey || !welcomeKey) throw new Error('The manifest has no entry or no welcome page chunk.');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(welcomeKey);

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const sum = (extension) => [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzip(file), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`/welcome loads ${kib(sum('.js'))} of JavaScript and ${kib(sum('.css'))} of CSS (gzip).`);
