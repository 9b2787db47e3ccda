/** The browser as the location store's tests see it (location-store.test.ts). */
import type { LocationEnv } from './location-store.js';

export type Success = (fix: {
  coords: { latitude: number; longitude: number; accuracy: number };
}) => void;
export type Failure = (error: { code: number }) => void;

/** A browser stand-in: geolocation answers as told, after `delay` ms. */
export function fakeEnv(
  options: {
    injected?: unknown;
    wrapper?: boolean;
    geolocation?: 'none' | { code: number } | { latitude: number; longitude: number };
    delay?: number;
    ip?: unknown;
  } = {},
) {
  const injectedListeners = new Set<(value: unknown) => void>();
  const geoCalls: number[] = [];
  const fetchCalls: string[] = [];
  const answer = options.geolocation ?? { latitude: -23.56, longitude: -46.64 };
  const env: LocationEnv = {
    readInjected: () => options.injected,
    onInjected(listener) {
      injectedListeners.add(listener);
      return () => injectedListeners.delete(listener);
    },
    isWrapper: () => options.wrapper ?? false,
    geolocation:
      answer === 'none'
        ? undefined
        : ({
            getCurrentPosition(success: Success, failure?: Failure | null) {
              geoCalls.push(Date.now());
              setTimeout(() => {
                if ('code' in answer) failure?.(answer);
                else success({ coords: { ...answer, accuracy: 12 } });
              }, options.delay ?? 10);
            },
          } as unknown as Pick<Geolocation, 'getCurrentPosition'>),
    fetch: (url) => {
      fetchCalls.push(url);
      return Promise.resolve(new Response(JSON.stringify(options.ip ?? {}), { status: 200 }));
    },
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const inject = (value: unknown) => {
    for (const listener of injectedListeners) listener(value);
  };
  return { env, geoCalls, fetchCalls, inject };
}
