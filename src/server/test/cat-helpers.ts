import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { offsetPoint } from '../../shared/geo.js';
import { cats, checkins } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { CatDto } from '../services/cat-dto.js';
import { HOME } from './fixtures.js';
import type { Harness } from './harness.js';

export const HOUR = 60 * 60 * 1000;

/** A point `north` and `east` metres from home. */
export const near = (north: number, east = 0) => {
  const p = offsetPoint(HOME.latitude, HOME.longitude, north, east);
  return { latitude: p.latitude, longitude: p.longitude };
};

export const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** The cat's row as stored. */
export const stored = (h: Harness, id: string) =>
  h.db.select().from(cats).where(eq(cats.id, id)).get()!;

/** Inserts a check-in row directly, as the check-in service would have. */
export function insertCheckin(
  h: Harness,
  userId: string,
  catId: string,
  distance: number,
  at = h.clock.now(),
) {
  const id = newId();
  h.db
    .insert(checkins)
    .values({
      id,
      userId,
      catId,
      catName: stored(h, catId).name,
      actions: ['Alimentou'],
      actionsDescription: 'ração',
      healthStatus: 'Bom',
      previousHealth: 'Regular',
      lat: HOME.latitude,
      lng: HOME.longitude,
      distance,
      day: '2026-11-18',
      createdAt: at,
    })
    .run();
  return id;
}

export const coordinatesOf = (cat: Pick<CatDto, 'location'>) => ({
  latitude: cat.location.coordinates[1],
  longitude: cat.location.coordinates[0],
});
