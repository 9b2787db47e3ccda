import type { z } from 'zod';
import type { TranslationFunctions } from './i18n/i18n-types.js';

type ErrorTexts = TranslationFunctions['errors'];
export type ErrorKey = keyof ErrorTexts;

/** The parameters an `errors` text takes, as its typesafe-i18n function declares them. */
export type ErrorParams<K extends ErrorKey> = Parameters<ErrorTexts[K]>;

/** A translatable message: the key of an `errors` text and the parameters that text takes. */
export type Message = {
  [K in ErrorKey]: ErrorParams<K> extends []
    ? { key: K; params?: undefined }
    : { key: K; params: ErrorParams<K>[0] };
}[ErrorKey];

/** A key whose text takes no parameters. */
export type PlainErrorKey = Extract<Message, { params?: undefined }>['key'];

export const message = <K extends ErrorKey>(key: K, ...params: ErrorParams<K>): Message =>
  ({ key, params: params[0] }) as Message;

/** Whether a text is the key of an `errors` text (the shared schemas' messages are keys). */
export const isErrorKey = (LL: TranslationFunctions, text: string): text is ErrorKey =>
  Object.hasOwn(LL.errors, text);

export function translateMessage(LL: TranslationFunctions, { key, params }: Message): string {
  return (LL.errors[key] as (params?: object) => string)(params);
}

/**
 * A zod issue's message in the user's language: the key the schema or the defaults
 * (validation.ts) gave it, with the parameters its text takes read from the issue itself (the
 * bound, the unknown keys, or a custom issue's `params`). A message that is not a key (the
 * operator's settings speak plain English) is kept as written.
 */
export function translateIssue(LL: TranslationFunctions, issue: z.core.$ZodIssue): string {
  const key = issue.message;
  if (!isErrorKey(LL, key)) return key;
  const params: Record<string, unknown> = { ...(issue.code === 'custom' ? issue.params : {}) };
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'unrecognized_keys') params.field = issue.keys.join(', ');
  return translateMessage(LL, { key, params } as Message);
}
