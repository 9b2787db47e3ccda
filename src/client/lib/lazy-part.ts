import { lazy, type ComponentType } from 'react';
import { onConnectionBack } from './connection-back.js';
import { RECONNECT_RETRY_MS } from './refresh-on-reconnect.js';

export interface RetryEnv {
  /** Resolves at the next chance to fetch again: the connection back, or a while later. */
  nextChance: () => Promise<void>;
}

/** The errors Vite's preload reported as files it could not fetch. */
const preloadFailures = new WeakSet<object>();
/** Stylesheets that could not be fetched, to link again at the next chance. */
const failedStylesheets = new Set<HTMLLinkElement>();

/**
 * Keeps what Vite's preload could not fetch: a part's script, or a stylesheet it needs (Vite
 * dispatches `vite:preloadError` with the error, then throws that error), and every stylesheet
 * whose file did not come. main.tsx calls it once.
 */
export function watchPreloadFailures(target: Window & typeof globalThis) {
  target.addEventListener('vite:preloadError', (event) => {
    if (event.payload instanceof Object) preloadFailures.add(event.payload);
  });
  target.document.addEventListener(
    'error',
    ({ target: element }) => {
      if (element instanceof target.HTMLLinkElement && element.rel === 'stylesheet') {
        failedStylesheets.add(element);
      }
    },
    true,
  );
}

/**
 * Links again the stylesheets that failed, resolving once each has loaded or failed again: Vite
 * asks for a part's stylesheet once in a page's life, so the next try of the part would come
 * without it.
 */
export function relinkFailedStylesheets(): Promise<void> {
  const again = [...failedStylesheets].map((failed) => {
    failedStylesheets.delete(failed);
    const link = failed.cloneNode() as HTMLLinkElement;
    const settled = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    failed.replaceWith(link);
    return settled;
  });
  return Promise.all(again).then(() => undefined);
}

export const browserRetryEnv: RetryEnv = {
  nextChance: () =>
    new Promise<void>((resolve) => {
      const done = () => {
        stopBack();
        window.clearTimeout(timer);
        resolve();
      };
      const timer = window.setTimeout(done, RECONNECT_RETRY_MS);
      const stopBack = onConnectionBack(done);
    }).then(relinkFailedStylesheets),
};

/** The browsers' words for a script file that could not be fetched (Chromium, WebKit, Firefox). */
const NOT_FETCHED = /dynamically imported module|Importing a module script failed/i;

const notFetched = (error: unknown) =>
  (error instanceof Object && preloadFailures.has(error)) ||
  (error instanceof TypeError && NOT_FETCHED.test(error.message));

/**
 * `load()`, fetched again at each next chance for as long as its files cannot be fetched; any
 * other failure is thrown.
 */
export async function untilLoaded<T>(load: () => Promise<T>, env: RetryEnv): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!notFetched(error)) throw error;
      await env.nextChance();
    }
  }
}

/**
 * A part of a screen whose code loads when it is needed (React's `lazy`). With no connection and
 * before the service worker keeps the app's files (a first visit), its file cannot be fetched:
 * instead of failing the whole screen, the part stays its Suspense fallback and is fetched again
 * when the connection returns (or every RECONNECT_RETRY_MS).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  env: RetryEnv = browserRetryEnv,
) {
  return lazy(async () => ({ default: await untilLoaded(load, env) }));
}
