import type { Query, QueryClient } from '@tanstack/react-query';
import { onConnectionBack } from './connection-back.js';
import { classifyError } from './errors.js';
import { notLiveSince } from './use-device-data.js';

/**
 * How often a screen that shows the device's copy asks the network again while the browser
 * says it is online: the fallback when the connection came back and nothing told (see
 * connection-back.ts).
 */
export const RECONNECT_RETRY_MS = 30_000;
/**
 * After the `online` event, asked again this long after it too: the event may come before
 * requests get through (the service worker then answers from the device once more).
 */
export const AFTER_ONLINE_MS = [2_000, 6_000];

export interface ReconnectEnv {
  online: () => boolean;
  /**
   * Calls `listener` when the connection comes back (the browser's `online` event, or the server
   * answering again after a request got no answer); returns the unsubscribe.
   */
  onOnline: (listener: () => void) => () => void;
  /** Calls `tick` every `ms`; returns the stop. */
  every: (ms: number, tick: () => void) => () => void;
  /** Calls `run` once, `ms` from now; returns the cancel. */
  after: (ms: number, run: () => void) => () => void;
}

/**
 * A query whose screen is not showing live data because the network did not answer: the device's
 * copy (or data whose last refresh got no answer), or nothing at all (a page never kept here).
 */
export function waitsForNetwork(query: Query): boolean {
  if (notLiveSince(query, false) !== null) return true;
  const { data, error } = query.state;
  return data === undefined && error != null && classifyError(error).kind === 'noResponse';
}

/**
 * When the connection returns, the screens on show refresh by themselves: every active query
 * that waits for the network is asked again (at once, and twice more shortly after) (live data replaces the device's copy, a page that
 * was not kept opens). TanStack Query's own reconnect refetch does not cover it: it assumes the
 * browser is online when the page starts (a page reloaded offline never sees the change), and it
 * skips answers still fresh, which the device's copies look like.
 */
export function refreshOnReconnect(client: QueryClient, env: ReconnectEnv): () => void {
  const refresh = () => {
    if (!env.online()) return;
    void client.refetchQueries(
      { type: 'active', predicate: waitsForNetwork },
      // A request already under way is kept, not sent twice.
      { cancelRefetch: false },
    );
  };
  const pending = new Set<() => void>();
  const stopOnline = env.onOnline(() => {
    refresh();
    for (const ms of AFTER_ONLINE_MS) {
      const cancel = env.after(ms, () => {
        pending.delete(cancel);
        refresh();
      });
      pending.add(cancel);
    }
  });
  const stopTicks = env.every(RECONNECT_RETRY_MS, refresh);
  return () => {
    stopOnline();
    stopTicks();
    for (const cancel of pending) cancel();
  };
}

export const browserReconnectEnv: ReconnectEnv = {
  online: () => navigator.onLine !== false,
  onOnline: (listener) => onConnectionBack(listener),
  every: (ms, tick) => {
    const timer = window.setInterval(tick, ms);
    return () => window.clearInterval(timer);
  },
  after: (ms, run) => {
    const timer = window.setTimeout(run, ms);
    return () => window.clearTimeout(timer);
  },
};
