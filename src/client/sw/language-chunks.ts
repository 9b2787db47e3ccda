import type { Locales } from '../../shared/i18n/i18n-types.js';
import { isLocale, locales } from '../../shared/i18n/i18n-util.js';

/**
 * The built files that hold one language's strings: its base dictionary (typesafe-i18n's
 * i18n/<locale>/index.ts, built as assets/<locale>-<hash>.js) and its screens' namespaces
 * (assets/strings-<locale>-<hash>.js, vite.config.ts). The service worker keeps them for the
 * languages the app is used in, not for all three: the others were about 35 kB of a 347 kB
 * install (brotli), downloaded on a weak connection for nothing.
 */
const LANGUAGE_CHUNK = new RegExp(`^/assets/(?:strings-)?(${locales.join('|')})-[\\w-]+\\.js$`);

/** The cache the worker keeps these files in (sw.ts). */
export const LANGUAGE_CACHE = 'languages';

/** What the page posts to its service worker, with the language it is in (lib/keep-language.ts). */
export const KEEP_LANGUAGE = 'KEEP_LANGUAGE';

/** The language whose strings a built file at `pathname` holds, or null for any other file. */
export function languageOfChunk(pathname: string): Locales | null {
  return (LANGUAGE_CHUNK.exec(pathname)?.[1] as Locales | undefined) ?? null;
}

/** Whether a message's language is one the app ships (messages are input like any other). */
export const isShippedLanguage = (value: unknown): value is Locales =>
  typeof value === 'string' && isLocale(value);
