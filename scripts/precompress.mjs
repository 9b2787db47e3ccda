/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * built client that compresses (scripts, styles, HTML, SVG, JSON, the web manifest and the service
 * worker), for @fastify/static's `preCompressed` to send as they are: compressed once at build
 * time, at the highest levels, instead of on every request. It runs after `vite build` over the
 * whole output folder, so files that other build plugins write (the service worker) are covered
 * too. A copy that would not be smaller is not written. Usage: node scripts/precompress.mjs [DIR]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
// Below this an answer fits in a packet or two either way (the API's threshold too).
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const path = join(dir, name);
  if (!TEXT.test(name) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  files += 1;
  before += bytes.length;
  after += Math.min(br.length, bytes.length);
}
console.log(
  `precompress: ${files} files in ${dir}, ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB with brotli`,
);
