import { lazy, type ComponentType } from 'react';
import { onConnectionBack } from './connection-back.js';
import { RECONNECT_RETRY_MS } from './refresh-on-reconnect.js';

export interface RetryEnv {
  /** Resolves at the next chance to fetch again: the connection back, or a while later. */
  nextChance: () => Promise<void>;
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
    }),
};

/** The browsers' words for a script file that could not be fetched (Chromium, WebKit, Firefox). */
const NOT_FETCHED = /dynamically imported module|Importing a module script failed/i;

/**
 * `load()`, fetched again at each next chance for as long as its file cannot be fetched; any
 * other failure is thrown.
 */
export async function untilLoaded<T>(load: () => Promise<T>, env: RetryEnv): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof TypeError && NOT_FETCHED.test(error.message))) throw error;
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
