import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_FUNCTIONS, compileHints } from './compile-hints';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type PluginContext = Rollup.PluginContext;

/** A built chunk as Rollup hands it to generateBundle: only the fields the plugin reads. */
function chunk(name: string, fileName: string, withMap: boolean): OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName,
    code: 'export const a=1;\nexport const b=2;',
    map: withMap ? { mappings: 'AAAA;AACA' } : null,
  } as unknown as OutputChunk;
}

function generate(bundle: OutputBundle): void {
  const plugin = compileHints(['overlay-controls']);
  const hook = plugin.generateBundle as (this: PluginContext, options: unknown, bundle: OutputBundle) => void;
  hook.call({} as PluginContext, {}, bundle);
}

describe('compileHints', () => {
  it("marks the named chunk with V8's hint on its first line, and moves its source map one line down", () => {
    const controls = chunk('overlay-controls', 'assets/overlay-controls-abc.js', true);
    const bundle = {
      [controls.fileName]: controls,
      'assets/overlay-controls-abc.js.map': {
        type: 'asset',
        fileName: 'assets/overlay-controls-abc.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
      },
    } as unknown as OutputBundle;
    generate(bundle);
    expect(controls.code.startsWith(COMPILE_ALL_FUNCTIONS)).toBe(true);
    expect(controls.code.split('\n')[1]).toBe('export const a=1;');
    expect(controls.map?.mappings).toBe(';AAAA;AACA');
    const mapAsset = bundle['assets/overlay-controls-abc.js.map'] as { source: string };
    expect(JSON.parse(mapAsset.source)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });

  it('leaves every other chunk as it was', () => {
    const entry = chunk('index', 'assets/index-def.js', false);
    generate({ [entry.fileName]: entry } as unknown as OutputBundle);
    expect(entry.code).toBe('export const a=1;\nexport const b=2;');
  });
});
