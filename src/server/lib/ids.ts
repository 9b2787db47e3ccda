import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the original app's `_id`s. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
