// @ts-check
// Brotli and gzip twins beside every text asset of a build, so the gateway sends them as they are (no compression
// per request, and the slowest, smallest settings can be afforded once at build time).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats only: images, fonts (woff2 is brotli inside) and archives are already compressed. */
export const compressible = /\.(js|mjs|css|html|json|svg|map|txt)$/;

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` whose compressed form is smaller.
 * @param {string} dir
 * @returns {{ files: number, written: number }}
 */
export const precompress = (dir) => {
  let files = 0;
  let written = 0;
  for (const path of walk(dir).filter((p) => compressible.test(p))) {
    files += 1;
    const source = readFileSync(path);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    // A tiny file can grow when compressed: then it is sent as it is.
    if (brotli.length < source.length) {
      writeFileSync(`${path}.br`, brotli);
      written += 1;
    }
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip);
      written += 1;
    }
  }
  return { files, written };
};

/** rspack plugin: precompresses the output folder once every file is written (production builds only). */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) precompress(outputPath);
    });
  }
}
