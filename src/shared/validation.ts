import { z } from 'zod';
import type { ErrorKey } from './messages.js';

/**
 * Default messages for every zod schema, as keys of the `errors` texts: the parameters a text
 * takes (the bound, the unknown keys) are read from the issue itself (messages.ts issueMessage).
 */
z.config({
  customError: (issue): ErrorKey => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidType';
      case 'unrecognized_keys':
        return 'unknownField';
      case 'too_big':
        if (issue.origin === 'string') return 'tooLong';
        if (issue.origin === 'array' || issue.origin === 'set') return 'tooManyItems';
        return 'tooBig';
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'fieldRequired';
        if (issue.origin === 'array' || issue.origin === 'set') return 'tooFewItems';
        return 'tooSmall';
      default:
        return 'invalidValue';
    }
  },
});

/** The message for a wrong or missing value of a field: `requiredKey` when absent. */
export const typeError =
  (requiredKey: ErrorKey) =>
  (issue: { code: string; input?: unknown }): string | undefined =>
    issue.code === 'invalid_type'
      ? issue.input === undefined || issue.input === null
        ? requiredKey
        : 'invalidType'
      : undefined;

/** A trimmed, required, bounded string; a blank value says `requiredKey` and nothing more. */
export const requiredString = (requiredKey: ErrorKey, max: number) =>
  z
    .string({ error: typeError(requiredKey) })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max);

export { z };
