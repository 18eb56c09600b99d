import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): the file's functions are compiled as it streams in. */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks named by `names` (their source file's base name) with V8's explicit compile
 * hint. V8 otherwise compiles a function on the main thread the first time it runs: the overlay
 * controls (React Aria's selects, menus and dialogs, fetched when the page is idle) then compiled
 * inside the first press that opens one, a phone's slowest interaction of /directorio. With the
 * hint, Chromium compiles them on the background thread that streams the script, at idle. Added
 * once the chunks are final (the minifier would drop the comment), with each source map moved one
 * line down to match.
 */
export function compileHints(names: readonly string[]): Plugin {
  return {
    name: 'justiciable:compile-hints',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !names.includes(output.name)) continue;
        output.code = COMPILE_ALL_FUNCTIONS + output.code;
        // A ';' in the mappings starts the next generated line: the code's first line is now its second.
        if (output.map) output.map.mappings = `;${output.map.mappings}`;
        const mapFile = bundle[`${output.fileName}.map`];
        if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
          const map = JSON.parse(mapFile.source) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          mapFile.source = JSON.stringify(map);
        }
      }
    },
  };
}
