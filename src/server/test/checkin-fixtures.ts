import sharp from 'sharp';
import { offsetPoint } from '../../shared/geo.js';
import type { CreateCheckinInput } from '../../shared/schemas/checkins.js';
import { cats, type Cat, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { Harness } from './harness.js';

/** Where test cats live unless told otherwise (São Paulo). */
export const HOME = { latitude: -23.5505, longitude: -46.6333 } as const;

/**
 * Inserts a cat straight into the table (services/cats.ts owns registration). The public position
 * is shifted so a test can tell the two apart; cells are arbitrary.
 */
export function insertCat(h: Harness, fields: Partial<typeof cats.$inferInsert> = {}): Cat {
  const registrar = fields.discoveredById ?? h.createUser().id;
  const now = h.clock.now();
  return h.db
    .insert(cats)
    .values({
      id: newId(),
      name: 'Mingau',
      lat: HOME.latitude,
      lng: HOME.longitude,
      publicLat: HOME.latitude + 0.0015,
      publicLng: HOME.longitude,
      cell: 1,
      publicCell: 2,
      discoveredById: registrar,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning()
    .get();
}

/** A point `meters` north of the cat's exact position. */
export const metersFrom = (cat: Pick<Cat, 'lat' | 'lng'>, meters: number) => {
  const { latitude, longitude } = offsetPoint(cat.lat, cat.lng, meters, 0);
  return { latitude, longitude };
};

/** A small real JPEG. */
export const jpeg = (seed = 0) =>
  sharp({
    create: {
      width: 48,
      height: 32,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 120, b: 200 },
    },
  })
    .jpeg()
    .toBuffer();

/** The FormData checkins.create takes: `data` JSON plus `photos` parts. */
export function checkinForm(data: unknown, photos: Buffer[] = []): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const [i, photo] of photos.entries()) {
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
  }
  return form;
}

/** A plain check-in on `cat` 10 m from it (feeding, health Bom), with overrides. */
export function checkinData(
  cat: Pick<Cat, 'id' | 'lat' | 'lng'>,
  over: Partial<CreateCheckinInput> = {},
): CreateCheckinInput {
  return {
    catId: cat.id,
    actions: ['Alimentou'],
    healthStatus: 'Bom',
    location: metersFrom(cat, 10),
    ...over,
  };
}

export function checkIn(
  h: Harness,
  user: User,
  cat: Pick<Cat, 'id' | 'lat' | 'lng'>,
  over: Partial<CreateCheckinInput> = {},
  photos: Buffer[] = [],
  locale?: 'pt-BR' | 'en' | 'es',
) {
  return h.callerFor(user, locale).checkins.create(checkinForm(checkinData(cat, over), photos));
}
