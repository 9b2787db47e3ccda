import { randomFillSync } from 'node:crypto';

const ID_BYTES = 12;
// Random bytes for 256 ids at a time, filled from the system's generator in one call (as Node's
// own randomUUID keeps a pool): a check-in takes several ids, and one call per id cost more
// than the hex.
const pool = Buffer.alloc(ID_BYTES * 256);
let next = pool.length;

/** 24 hex characters, the shape of the original app's `_id`s. */
export function newId(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const id = pool.toString('hex', next, next + ID_BYTES);
  next += ID_BYTES;
  return id;
}
