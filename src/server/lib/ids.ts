import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the original app's `_id`s. */
export const newId = (): string => randomBytes(12).toString('hex');

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
