import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { Locales, Namespaces } from '../../shared/i18n/i18n-types.js';
import { loadLocaleAsync, loadNamespaceAsync } from '../../shared/i18n/i18n-util.async.js';
import { baseLocale, isLocale, loadedLocales } from '../../shared/i18n/i18n-util.js';

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

/**
 * Most screens' strings are typesafe-i18n namespaces that load with the screen (shared/pages.ts
 * names them), not with the app: a first visit fetches the shell's strings with the home's and
 * the map's, about half of them. Every namespace asked for is loaded again on a language switch.
 */
const namespacesInUse = new Set<Namespaces>();
const namespaceListeners = new Set<() => void>();
/** Loads under way, so two callers (start-up and the first page's preload) share one. */
const loading = new Map<string, Promise<void>>();

function loadNamespace(locale: Locales, namespace: Namespaces): Promise<void> {
  const key = `${locale}/${namespace}`;
  let load = loading.get(key);
  if (!load) {
    // Forgotten once settled: loaded, it is in loadedLocales; failed, it can be tried again.
    load = loadNamespaceAsync(locale, namespace).finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Loads the namespaces that `locale` lacks; true when any was added. */
export async function loadNamespaces(
  locale: Locales,
  namespaces: readonly Namespaces[],
): Promise<boolean> {
  for (const namespace of namespaces) namespacesInUse.add(namespace);
  const missing = namespaces.filter((namespace) => !loadedLocales[locale]?.[namespace]);
  await Promise.all(missing.map((namespace) => loadNamespace(locale, namespace)));
  return missing.length > 0;
}

/**
 * A screen's namespaces in the active language. typesafe-i18n's `LL` holds the dictionary it was
 * made from, so when namespaces are added the listeners (app/providers.tsx) make it again.
 */
export async function loadScreenStrings(namespaces: readonly Namespaces[]) {
  if (!(await loadNamespaces(active, namespaces))) return;
  for (const listener of namespaceListeners) listener();
}

export function onNamespacesAdded(listener: () => void) {
  namespaceListeners.add(listener);
  return () => {
    namespaceListeners.delete(listener);
  };
}

/** Switches the language: loads its strings, stores the choice, refetches translated data. */
export function useChangeLocale() {
  const { setLocale } = useI18nContext();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locales) => {
      await Promise.all([loadLocaleAsync(locale), loadNamespaces(locale, [...namespacesInUse])]);
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
