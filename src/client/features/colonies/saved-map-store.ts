import { queryOptions } from '@tanstack/react-query';
import type { CellSquare } from '../../components/area-shape.js';
import { tileProvider } from '../../lib/tiles.js';
import { SAVED_MAP_CACHE_PREFIX } from '../../sw/saved-tiles.js';
import {
  averageSizes,
  choosePlan,
  sampleTiles,
  tilesUpTo,
  type SavePlan,
  type Tile,
} from './saved-map-plan.js';

/** What was saved, kept in the colony's cache beside its tiles. */
export interface SavedMap {
  bytes: number;
  tiles: number;
  maxZoom: number;
  savedAt: string;
}

export type SavedMapFailure = 'quota' | 'offline' | 'server' | 'tooLarge';

/** A save that could not be done, with the reason the person is told. */
export class SavedMapError extends Error {
  constructor(readonly reason: SavedMapFailure) {
    super(`saving the map failed: ${reason}`);
  }
}

/** Tiles fetched at once: few, as tile servers that allow saving an area ask (docs/offline.md). */
const AT_ONCE = 3;
const cacheName = (colonyId: string) => `${SAVED_MAP_CACHE_PREFIX}${colonyId}`;
const aboutUrl = () => new URL('/saved-map/about.json', location.href).href;

/** The colony's saved map on this device, or null. */
export async function readSavedMap(colonyId: string): Promise<SavedMap | null> {
  if (!('caches' in globalThis) || !(await caches.has(cacheName(colonyId)))) return null;
  const about = await (await caches.open(cacheName(colonyId))).match(aboutUrl());
  return about ? ((await about.json()) as SavedMap) : null;
}

export const removeSavedMap = (colonyId: string) => caches.delete(cacheName(colonyId));

/** The colony's saved map as a query: read from the device, with no connection too. */
export const savedMapQueryOptions = (colonyId: string) =>
  queryOptions({
    queryKey: ['savedMap', colonyId] as const,
    queryFn: () => readSavedMap(colonyId),
    networkMode: 'always',
    retry: false,
    meta: { silent: true },
  });

/** The address the map asks for this tile on this screen (pigeon-maps' 1x or 2x tile). */
const tileUrl = (template: string, { x, y, z }: Tile) =>
  new URL(tileProvider(template)(x, y, z, devicePixelRatio >= 2 ? 2 : 1), location.href).href;

/**
 * A tile in CORS mode: an opaque (no-cors) answer would count about 7 MB against Chrome's
 * storage quota whatever its size, and its size could not be measured.
 */
async function fetchTile(url: string, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'omit', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SavedMapError(navigator.onLine ? 'server' : 'offline');
  }
  if (!response.ok) throw new SavedMapError('server');
  return response;
}

/** Runs `work` on every item, a few at a time; the first failure stops the others. */
async function eachFew<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

/**
 * Measures a few tiles of each zoom (not kept: the save fetches them again, from the browser's
 * HTTP cache when the tile server allows) and plans the deepest zoom under the budget.
 */
export async function planSave(
  cells: readonly CellSquare[],
  template: string,
  maxZoom: number,
  signal: AbortSignal,
): Promise<SavePlan> {
  const measured: { z: number; bytes: number }[] = [];
  await eachFew(sampleTiles(cells, maxZoom), async (tile) => {
    const response = await fetchTile(tileUrl(template, tile), signal);
    measured.push({ z: tile.z, bytes: (await response.blob()).size });
  });
  const plan = choosePlan(cells, maxZoom, averageSizes(measured));
  if (!plan) throw new SavedMapError('tooLarge');
  return plan;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** Whether the browser says the plan does not fit the room it leaves this site. */
async function lacksRoom(bytes: number) {
  const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
  return quota !== undefined && usage !== undefined && quota - usage < bytes;
}

export interface SaveProgress {
  done: number;
  total: number;
}

/**
 * Saves the colony's map as planned into its own cache (read by the service worker's tile
 * route), after asking the browser to keep this site's storage. All or nothing: a save that fails
 * or is cancelled leaves no tiles behind.
 */
export async function saveMap(
  colonyId: string,
  cells: readonly CellSquare[],
  template: string,
  plan: SavePlan,
  onProgress: (progress: SaveProgress) => void,
  signal: AbortSignal,
): Promise<SavedMap> {
  await navigator.storage?.persist?.().catch(() => false);
  if (await lacksRoom(plan.bytes)) throw new SavedMapError('quota');
  await removeSavedMap(colonyId);
  const cache = await caches.open(cacheName(colonyId));
  const tiles = tilesUpTo(cells, plan.maxZoom);
  let bytes = 0;
  let done = 0;
  // Tiles already on their way when another fails (or the save is cancelled) report nothing.
  let stopped = false;
  try {
    await eachFew(tiles, async (tile) => {
      const url = tileUrl(template, tile);
      const response = await fetchTile(url, signal);
      const copy = response.clone();
      const size = (await response.blob()).size;
      bytes += size;
      await cache.put(url, copy);
      if (!stopped) onProgress({ done: ++done, total: tiles.length });
    });
    const saved = {
      bytes,
      tiles: tiles.length,
      maxZoom: plan.maxZoom,
      savedAt: new Date().toISOString(),
    };
    await cache.put(aboutUrl(), Response.json(saved));
    return saved;
  } catch (error) {
    stopped = true;
    await removeSavedMap(colonyId);
    throw isQuotaError(error) ? new SavedMapError('quota') : error;
  }
}
