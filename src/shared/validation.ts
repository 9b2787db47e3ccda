import { z } from 'zod';
import { msg, type ErrorKey } from './messages.js';

/** Default messages for every zod schema, as translatable keys (see messages.ts). */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidType';
      case 'unrecognized_keys':
        return msg('unknownField', { field: issue.keys.join(', ') });
      case 'too_big':
        if (issue.origin === 'string') return msg('tooLong', { max: Number(issue.maximum) });
        if (issue.origin === 'array' || issue.origin === 'set') {
          return msg('tooManyItems', { max: Number(issue.maximum) });
        }
        return msg('tooBig', { max: Number(issue.maximum) });
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'fieldRequired';
        if (issue.origin === 'array' || issue.origin === 'set') {
          return msg('tooFewItems', { min: Number(issue.minimum) });
        }
        return msg('tooSmall', { min: Number(issue.minimum) });
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
