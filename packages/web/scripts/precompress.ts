import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** What the build compresses ahead of time: the hashed scripts, styles and images under assets/. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file the build emits, so
 * the server sends the smallest encoding the browser accepts without compressing on each request
 * (scripts/static-assets.ts). Source maps are left out: browsers fetch them only with DevTools open.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'justiciable:precompress',
    // The prerender's server-side build (scripts/prerender.ts) is read by Node, never sent.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
