import type { RouterOutputs } from '../../lib/api-types.js';
import type { LatLng, MapCat } from './cat-map.js';
import type { PanelCat } from './map-panels.js';

type ListedCat = RouterOutputs['cats']['list']['cats'][number];

/** [latitude, longitude] of a GeoJSON point, or null unless it has two finite coordinates. */
function latLngOf(coordinates: readonly unknown[] | undefined): LatLng | null {
  if (!coordinates || coordinates.length !== 2) return null;
  const [longitude, latitude] = coordinates;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return [latitude, longitude];
}

/** The listed cats the map can place, a pin and a list row each; `unnamed` names a nameless one. */
export function mapCats(listed: readonly ListedCat[], unnamed: string): (MapCat & PanelCat)[] {
  const cats: (MapCat & PanelCat)[] = [];
  for (const cat of listed) {
    const point = latLngOf(cat.location.coordinates);
    if (!point) continue;
    cats.push({
      _id: cat._id,
      name: cat.name.trim() || unnamed,
      health: cat.health,
      photoUrl: cat.photoUrl,
      thumbnailUrl: cat.thumbnailUrl,
      latLng: point,
      ...(cat.distance !== undefined ? { distance: cat.distance } : {}),
    });
  }
  return cats;
}
