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
        return issue.origin === 'string' || issue.origin === 'array'
          ? msg('tooLong', { max: Number(issue.maximum) })
          : msg('tooBig', { max: Number(issue.maximum) });
      case 'too_small':
        return issue.origin === 'string' && Number(issue.minimum) === 1
          ? 'fieldRequired'
          : msg('tooSmall', { min: Number(issue.minimum) });
      default:
        return 'invalidValue';
    }
  },
});

/** A string field whose absence says `requiredKey` and whose wrong type says so plainly. */
export const requiredString = (requiredKey: ErrorKey, max: number) =>
  z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? requiredKey : 'invalidType'),
    })
    .trim()
    .min(1, requiredKey)
    .max(max);

export { z };
