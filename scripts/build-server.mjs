/**
 * Bundles the server (main and admin entries) with its JavaScript dependencies into one ESM file
 * each: Node then loads two files at startup instead of resolving and compiling hundreds of
 * package modules, which was most of the startup time. Packages with native addons
 * stay external and load from node_modules. Usage: node scripts/build-server.mjs [--outdir=DIR]
 * `--test` bundles instead the browser tests' server with a clock they move
 * (src/server/test/clock-server.ts), into .builds/ by default: never into dist/.
 */
import { build } from 'esbuild';

const test = process.argv.includes('--test');
const outdir =
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ??
  (test ? '.builds/clock-server' : 'dist/server');

await build({
  entryPoints: test
    ? ['src/server/test/clock-server.ts']
    : ['src/server/main.ts', 'src/server/admin.ts'],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external: ['better-sqlite3', 'argon2', 'sharp'],
  // Bundled CommonJS packages call require() for Node built-ins: give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  outdir,
  logLevel: 'warning',
});
