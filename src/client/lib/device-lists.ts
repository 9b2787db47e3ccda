import { hashKey, type QueryCache, type QueryCacheNotifyEvent } from '@tanstack/react-query';

/**
 * The answers a carer needs where there is no signal, kept on the device for the next visit, so a
 * return visit shows them at once (marked as the device's copy, and said so on screen) while the
 * live request runs: the home's nearby and emergency lists (their only copy on the device: the
 * service worker does not keep them, sw/api-cache.ts), the map's last list, and the last colony
 * pages, rota weeks and cat pages opened. Offline they come from here, also when the page was
 * opened before the service worker controlled it (docs/offline.md).
 *
 * A query opts in with `meta.keepOnDevice`: 'exact' keeps its last answer for the same input;
 * 'latest' keeps the last answer of the procedure whatever the input (the nearby list follows the
 * position, which moves a little between visits: the last list beats an empty screen).
 *
 * The copy belongs to whoever was signed in when it was fetched (a carer's list holds the exact
 * positions of their own cats): another account, or a visitor, never sees it.
 */
export type KeepOnDevice = 'exact' | 'latest';

export const DEVICE_LISTS_KEY = 'gateiros:home-lists';
/** Older than the service worker's copies: not worth showing. */
export const DEVICE_LISTS_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
/**
 * 'exact' answers kept per procedure (the last colonies, cats and rota weeks opened): the most
 * recent ones, so the copy stays small enough to read at every start.
 */
export const KEPT_PER_PROCEDURE = 8;

export interface Entry {
  fetchedAt: number;
  data: unknown;
}

interface Kept {
  owner: string | null;
  entries: Record<string, Entry>;
}

type Query = QueryCacheNotifyEvent['query'];

/** Unknown while a stored session has no cached user yet: then nothing is read or kept. */
type Owner = string | null | undefined;

export interface DeviceListsEnv {
  storage: { read: () => string | null; write: (value: string) => void; remove: () => void };
  /** The signed-in user's id, null for a visitor, undefined while unknown. */
  owner: () => Owner;
  now: () => number;
  /** The answer this query just got was itself a device copy (the service worker's). */
  isDeviceCopy: (queryHash: string) => boolean;
  /** The query now shows the copy fetched at `fetchedAt`, not live data. */
  markDeviceCopy: (queryHash: string, fetchedAt: number) => void;
  /** The server refused the request (the cat deleted, the colony no longer the user's). */
  refused: (error: unknown) => boolean;
}

function parse(raw: string | null): Kept | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Kept> | null;
    if (
      typeof value !== 'object' ||
      value === null ||
      !(typeof value.owner === 'string' || value.owner === null) ||
      typeof value.entries !== 'object' ||
      value.entries === null
    ) {
      return null;
    }
    return { owner: value.owner, entries: value.entries };
  } catch {
    return null;
  }
}

const keepOf = (query: Query): KeepOnDevice | undefined => query.meta?.keepOnDevice;

/** Where a query's answer is kept: per procedure ('latest') or per procedure and input. */
const slotOf = (query: Query, keep: KeepOnDevice) =>
  keep === 'latest' ? hashKey([(query.queryKey as readonly unknown[])[0]]) : query.queryHash;

/** The procedure a slot belongs to: the first part of its key (`["cats","byId"]`). */
function procedureOfSlot(slot: string): string {
  try {
    return JSON.stringify((JSON.parse(slot) as unknown[])[0]);
  } catch {
    return slot;
  }
}

/**
 * The entries still worth keeping: none older than the limit, and per procedure only the
 * KEPT_PER_PROCEDURE most recent ones.
 */
export function prune(entries: Record<string, Entry>, now: number): Record<string, Entry> {
  const recentFirst = Object.entries(entries)
    .filter(([, entry]) => now - entry.fetchedAt <= DEVICE_LISTS_MAX_AGE_MS)
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt);
  const perProcedure = new Map<string, number>();
  const kept: Record<string, Entry> = {};
  for (const [slot, entry] of recentFirst) {
    const procedure = procedureOfSlot(slot);
    const count = perProcedure.get(procedure) ?? 0;
    if (count >= KEPT_PER_PROCEDURE) continue;
    perProcedure.set(procedure, count + 1);
    kept[slot] = entry;
  }
  return kept;
}

/**
 * Watches the cache: a kept query that appears without data gets the device's copy (stale, so it
 * fetches at once); a live answer to a kept query replaces the copy. Returns the unsubscribe.
 */
export function keepListsOnDevice(cache: QueryCache, env: DeviceListsEnv): () => void {
  /** Who was signed in when each kept query's request went out. */
  const askedBy = new WeakMap<Query, Owner>();

  const read = (): Kept | null => {
    try {
      return parse(env.storage.read());
    } catch {
      return null;
    }
  };

  const forget = () => {
    try {
      env.storage.remove();
    } catch {
      // blocked storage: nothing was kept either
    }
  };

  const restore = (query: Query, keep: KeepOnDevice) => {
    if (query.state.data !== undefined) return;
    const owner = env.owner();
    if (owner === undefined) return;
    const kept = read();
    if (!kept) return;
    if (kept.owner !== owner) {
      forget();
      return;
    }
    const entry = kept.entries[slotOf(query, keep)];
    if (!entry || env.now() - entry.fetchedAt > DEVICE_LISTS_MAX_AGE_MS) return;
    query.setData(entry.data, { updatedAt: entry.fetchedAt, manual: true });
    query.invalidate();
    env.markDeviceCopy(query.queryHash, entry.fetchedAt);
  };

  const save = (query: Query, keep: KeepOnDevice) => {
    const owner = env.owner();
    // A request sent for someone else (signed out or in meanwhile), a query the cache dropped
    // (logout clears it) or an answer the service worker read from the device: not kept.
    if (owner === undefined || !askedBy.has(query) || askedBy.get(query) !== owner) return;
    if (cache.get(query.queryHash) !== query || env.isDeviceCopy(query.queryHash)) return;
    const kept = read();
    const now = env.now();
    const entries = prune(
      {
        ...(kept?.owner === owner ? kept.entries : {}),
        [slotOf(query, keep)]: { fetchedAt: now, data: query.state.data },
      },
      now,
    );
    try {
      env.storage.write(JSON.stringify({ owner, entries } satisfies Kept));
    } catch {
      // A full or blocked storage only costs the head start next time.
    }
  };

  /** A page the server refuses now (deleted, no longer the user's) is not shown again. */
  const drop = (query: Query) => {
    const kept = read();
    if (!kept?.entries[query.queryHash]) return;
    const { [query.queryHash]: _gone, ...entries } = kept.entries;
    try {
      env.storage.write(JSON.stringify({ owner: kept.owner, entries } satisfies Kept));
    } catch {
      // blocked storage: the copy goes with the next write
    }
  };

  return cache.subscribe((event) => {
    const keep = keepOf(event.query);
    if (!keep) return;
    if (event.type === 'added') {
      restore(event.query, keep);
    } else if (event.type === 'updated') {
      const { action } = event;
      if (action.type === 'fetch') askedBy.set(event.query, env.owner());
      else if (action.type === 'success' && !action.manual) save(event.query, keep);
      else if (action.type === 'error' && keep === 'exact' && env.refused(action.error)) {
        drop(event.query);
      }
    }
  });
}
