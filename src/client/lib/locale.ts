import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { Locales } from '../../shared/i18n/i18n-types.js';
import { loadLocaleAsync } from '../../shared/i18n/i18n-util.async.js';
import { baseLocale, isLocale } from '../../shared/i18n/i18n-util.js';

const LANG_KEY = 'lang';
let active: Locales = baseLocale;

/** The stored language when it is one we ship, else pt-BR. */
export function storedLocale(): Locales {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return value && isLocale(value) ? value : baseLocale;
  } catch {
    return baseLocale;
  }
}

/** The language requests are made in (the x-lang header). */
export const activeLocale = (): Locales => active;

export function applyLocale(locale: Locales) {
  active = locale;
  document.documentElement.lang = locale;
}

/** Switches the language: loads its strings, stores the choice, refetches translated data. */
export function useChangeLocale() {
  const { setLocale } = useI18nContext();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locales) => {
      await loadLocaleAsync(locale);
      try {
        localStorage.setItem(LANG_KEY, locale);
      } catch {
        // Not persisted; the switch still applies to this page.
      }
      applyLocale(locale);
      setLocale(locale);
      await queryClient.invalidateQueries();
    },
    [setLocale, queryClient],
  );
}
