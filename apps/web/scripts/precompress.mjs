// Vite plugin: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest
// levels, so a server sends them as they are (the reference platform does) instead of compressing on the first
// request: brotli at level 11 costs seconds per large chunk, which the first visitor after a deploy would wait for.
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (images other than SVG already are). */
export const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 512;

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'lobby:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => compressibleExtensions.has(extname(name)));
      await Promise.all(
        files.map(async (name) => {
          const file = join(outDir, name);
          const raw = await readFile(file);
          if (raw.length < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
