import type { z } from 'zod';
import type { cellAreaOutput } from '../../shared/schemas/common-output.js';

/** A privacy cell as the API sends it: a square of about 500 m (docs/privacy.md). */
export type CellSquare = z.infer<typeof cellAreaOutput>;

/**
 * What an area map draws: a circle around a position its reader may see exactly (a carer), or
 * the privacy cells shown to everybody else (a cat's cell, a colony's cells).
 */
export type MapArea =
  | { kind: 'circle'; latitude: number; longitude: number; radiusMeters: number }
  | { kind: 'cells'; cells: readonly CellSquare[] };

/** The middle of an area: where its map is centred. */
export function areaCentre(area: MapArea): { latitude: number; longitude: number } {
  if (area.kind === 'circle') return { latitude: area.latitude, longitude: area.longitude };
  const { south, north, west, east } = bounds(area.cells);
  const longitude = (west + east) / 2;
  return {
    latitude: (south + north) / 2,
    longitude: longitude >= 180 ? longitude - 360 : longitude,
  };
}

/** The box around some cells (west ≤ east, east may pass 180). */
export function bounds(cells: readonly CellSquare[]) {
  const first = cells[0]!;
  let { south, north, west, east } = first;
  for (const cell of cells) {
    // Cells across the antimeridian from the first are moved next to it.
    const shift = cell.west - first.west > 180 ? -360 : first.west - cell.west > 180 ? 360 : 0;
    south = Math.min(south, cell.south);
    north = Math.max(north, cell.north);
    west = Math.min(west, cell.west + shift);
    east = Math.max(east, cell.east + shift);
  }
  return { south, north, west, east };
}
