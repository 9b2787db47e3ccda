/**
 * The allocator setting the container runs the server with, read from the Dockerfile's runtime
 * stage so that the memory figures (`npm run test:memory`, the bench's upload rounds) measure the
 * server as it is deployed, from one place.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dockerfile = join(dirname(fileURLToPath(import.meta.url)), '..', 'Dockerfile');

export function containerAllocatorEnv(): { MALLOC_ARENA_MAX: string } {
  const match = /^\s*(?:ENV\s+)?MALLOC_ARENA_MAX=(\d+)/m.exec(readFileSync(dockerfile, 'utf8'));
  if (!match) throw new Error(`no MALLOC_ARENA_MAX=<n> in ${dockerfile}`);
  return { MALLOC_ARENA_MAX: match[1]! };
}
