/**
 * How the container runs the server, read from the Dockerfile's runtime stage: its allocator
 * setting (ENV MALLOC_ARENA_MAX), its compile cache (ENV NODE_COMPILE_CACHE) and its node flags
 * (CMD). The memory figures (`npm run test:memory`, the bench's startup and upload rounds) start
 * the server bundle the same way, so they measure the server as it is deployed, and a flag added
 * to the CMD shows in them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dockerfile = join(dirname(fileURLToPath(import.meta.url)), '..', 'Dockerfile');
const text = () => readFileSync(dockerfile, 'utf8');

/**
 * The Dockerfile's runtime environment that is not an app setting: its allocator setting
 * (MALLOC_ARENA_MAX, required) and its compile cache folder (NODE_COMPILE_CACHE, if set).
 */
export function containerEnv(): { MALLOC_ARENA_MAX: string; NODE_COMPILE_CACHE?: string } {
  const value = (name: string) =>
    new RegExp(`^\\s*(?:ENV\\s+)?${name}=([^\\s\\\\]+)`, 'm').exec(text())?.[1];
  const arenas = value('MALLOC_ARENA_MAX');
  if (!arenas || !/^\d+$/.test(arenas)) throw new Error(`no MALLOC_ARENA_MAX=<n> in ${dockerfile}`);
  const cache = value('NODE_COMPILE_CACHE');
  return { MALLOC_ARENA_MAX: arenas, ...(cache ? { NODE_COMPILE_CACHE: cache } : {}) };
}

/** The node flags of the Dockerfile's CMD (exec form), without the script: e.g. []. */
export function containerNodeFlags(): string[] {
  const cmd = [...text().matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1)?.[1];
  if (!cmd) throw new Error(`no exec-form CMD in ${dockerfile}`);
  const args = JSON.parse(cmd) as string[];
  if (args[0] !== 'node' || args.at(-1) !== 'dist/server/main.js') {
    throw new Error(`the Dockerfile's CMD is not node … dist/server/main.js: ${cmd}`);
  }
  return args.slice(1, -1);
}
