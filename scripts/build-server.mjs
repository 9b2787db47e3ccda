/**
 * Bundles the server (main and admin entries) with its JavaScript dependencies into one ESM file
 * each: Node then loads two files at startup instead of resolving and compiling hundreds of
 * package modules, which was most of the startup time. Packages with native addons
 * stay external and load from node_modules. Usage: node scripts/build-server.mjs [--outdir=DIR]
 * `--test` bundles instead the browser tests' server with a clock they move
 * (src/server/test/clock-server.ts), into .builds/ by default: never into dist/.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const test = process.argv.includes('--test');
const outdir =
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ??
  (test ? '.builds/clock-server' : 'dist/server');

const result = await build({
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
  // An ASCII bundle: Node keeps a module's source in memory as it read it, one byte a character
  // when the file is ASCII and two when anything is not (5.7 MB more for this bundle). esbuild
  // escapes strings and names (its default charset) but keeps comments and regular expressions as
  // written: without whitespace and comments (names stay, so traces still name the functions; the
  // source map beside the bundle gives lines) and with licence comments in a .LEGAL.txt file, only
  // a regular expression can bring a non-ASCII character back, which the check below refuses.
  // Idle RSS at a million cats about 10 MB less (docs/performance.md, "Idle memory").
  minifyWhitespace: true,
  legalComments: 'linked',
  metafile: true,
  outdir,
  logLevel: 'warning',
});
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8');
  const at = text.search(/[\u0080-\uffff]/);
  if (at >= 0) {
    throw new Error(
      `${file} is not ASCII at ${JSON.stringify(text.slice(at - 40, at + 10))}: write the character as an escape (\\u00f4) in the source's regular expression`,
    );
  }
}
