import { LOCALES, type Locale } from '../../shared/constants.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { i18nObject } from '../../shared/i18n/i18n-util.js';
import { loadAllLocales } from '../../shared/i18n/i18n-util.sync.js';
import type { z } from 'zod';
import {
  translateIssue as translateZodIssue,
  translateMessage,
  type Message,
  type PlainErrorKey,
} from '../../shared/messages.js';

loadAllLocales();
const translators = new Map<Locale, TranslationFunctions>(LOCALES.map((l) => [l, i18nObject(l)]));

export const translatorFor = (locale: Locale): TranslationFunctions => translators.get(locale)!;

export const translate = (locale: Locale, text: Message): string =>
  translateMessage(translatorFor(locale), text);

/** The text of an `errors` key that takes no parameters, in this language. */
export const translateKey = (locale: Locale, key: PlainErrorKey): string =>
  translate(locale, { key } as Message);

/** A zod issue's message in this language (messages.ts). */
export const translateIssue = (locale: Locale, issue: z.core.$ZodIssue): string =>
  translateZodIssue(translatorFor(locale), issue);

/**
 * The caller's language: the client's own choice in `x-lang`, else the best match of
 * Accept-Language, else pt-BR.
 */
export function localeFromHeaders(headers: Record<string, string | string[] | undefined>): Locale {
  const pick = (tag: string): Locale | undefined => {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('es')) return 'es';
    return undefined;
  };
  const explicit = headers['x-lang'];
  if (typeof explicit === 'string') {
    const found = pick(explicit);
    if (found) return found;
  }
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag = '', q] = part.split(';q=');
        return { tag, q: q === undefined ? 1 : Number(q) || 0 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const found = pick(tag);
      if (found) return found;
    }
  }
  return 'pt-BR';
}
