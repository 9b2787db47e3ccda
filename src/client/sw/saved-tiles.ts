/**
 * Colony maps saved for offline use (features/colonies/saved-map-store.ts): one cache per colony,
 * named with this prefix and the colony's id, apart from the small store of tiles seen lately
 * ('map-tiles'), which a saved map must not push out or be pushed out by.
 */
export const SAVED_MAP_CACHE_PREFIX = 'saved-map-';

/** A tile of a saved colony map, matched by its address whatever the request's mode. */
export async function savedTile(url: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(SAVED_MAP_CACHE_PREFIX)) continue;
    const hit = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}
