import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { PrecompressPlugin } = require('../rspack-config.cjs') as typeof import('../rspack-config.cjs');

/** Just enough of a compiler to run the plugin's processAssets step over `assets`. */
function runPlugin(assets: Record<string, string>) {
  const emitted: Record<string, Buffer> = {};
  let stage: number | undefined;
  class RawSource {
    constructor(readonly content: Buffer) {}
  }
  const compilation = {
    hooks: {
      processAssets: {
        tap: (options: { stage: number }, run: (all: Record<string, { buffer(): Buffer }>) => void) => {
          stage = options.stage;
          run(
            Object.fromEntries(
              Object.entries(assets).map(([file, text]) => [file, { buffer: () => Buffer.from(text) }]),
            ),
          );
        },
      },
    },
    emitAsset: (file: string, source: RawSource) => {
      emitted[file] = source.content;
    },
  };
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER: 3000 }, sources: { RawSource } },
    hooks: {
      thisCompilation: { tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation) },
    },
  };
  new PrecompressPlugin().apply(compiler);
  return { emitted, stage };
}

describe('PrecompressPlugin', () => {
  const script = 'export const answer = 42;\n'.repeat(100);

  it('writes brotli and gzip copies of JS and CSS once the files are final', () => {
    const { emitted, stage } = runPlugin({ 'main.1a2b3c4d.js': script, 'app.5e6f7a8b.css': 'a{}' });
    expect(stage).toBe(3000);
    expect(Object.keys(emitted).sort()).toEqual([
      'app.5e6f7a8b.css.br',
      'app.5e6f7a8b.css.gz',
      'main.1a2b3c4d.js.br',
      'main.1a2b3c4d.js.gz',
    ]);
    expect(gunzipSync(emitted['main.1a2b3c4d.js.gz']!).toString()).toBe(script);
    expect(brotliDecompressSync(emitted['main.1a2b3c4d.js.br']!).toString()).toBe(script);
  });

  it('leaves HTML and JSON alone (remotes.json is rewritten in place)', () => {
    const { emitted } = runPlugin({ 'index.html': '<p>', 'remotes.json': '{}', 'mf-manifest.json': '{}' });
    expect(emitted).toEqual({});
  });
});
