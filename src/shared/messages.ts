import type { TranslationFunctions } from './i18n/i18n-types.js';

export type ErrorKey = keyof TranslationFunctions['errors'];
type Params = Record<string, string | number>;

/**
 * A translatable message reference: the key of an `errors` entry, with its parameters as JSON
 * after a space. Zod schemas and the server produce these; each side translates them.
 */
export function msg(key: ErrorKey, params?: Params): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

const pattern = /^([A-Za-z]+)(?: (\{.*\}))?$/;

/** Translates a message reference; any other text is returned unchanged. */
export function translateMessage(LL: TranslationFunctions, message: string): string {
  const match = pattern.exec(message);
  if (!match) return message;
  const key = match[1] as ErrorKey;
  const fn = LL.errors[key] as ((params?: Params) => string) | undefined;
  if (typeof fn !== 'function') return message;
  let params: Params | undefined;
  try {
    params = match[2] ? (JSON.parse(match[2]) as Params) : undefined;
  } catch {
    return message;
  }
  return fn(params);
}
