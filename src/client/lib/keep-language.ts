import type { Locales } from '../../shared/i18n/i18n-types.js';
import { KEEP_LANGUAGE } from '../sw/language-chunks.js';

/**
 * Asks the service worker to keep this language's strings on the device, so that every screen
 * opens offline in it (sw/language-chunks.ts). Said again whenever the language changes; without
 * a service worker (an old browser, a blocked one) nothing happens.
 */
export function keepLanguageOnDevice(locale: Locales): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_LANGUAGE, locale }),
  );
}
