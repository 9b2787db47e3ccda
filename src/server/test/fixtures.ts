import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/constants.js';
import { offsetPoint } from '../../shared/geo.js';
import type { CreateCatInput } from '../../shared/schemas/cats.js';
import type { CreateCheckinInput } from '../../shared/schemas/checkins.js';
import { cats, pointsLedger, type Cat, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { moveCatCount } from '../services/cat-counts.js';
import type { Harness } from './harness.js';
import { picture } from './photo-images.js';

/** Where test cats live unless told otherwise (São Paulo). */
export const HOME = { latitude: -23.5505, longitude: -46.6333 } as const;

/**
 * Inserts a cat straight into the table (services/cats.ts owns registration). The public position
 * is shifted so a test can tell the two apart; cells are arbitrary.
 */
export function insertCat(
  h: Pick<Harness, 'db' | 'clock' | 'createUser'>,
  fields: Partial<typeof cats.$inferInsert> = {},
): Cat {
  const registrar = fields.discoveredById ?? h.createUser().id;
  const now = h.clock.now();
  const cat = h.db
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
  // As every write to cats does (services/cat-counts.ts).
  moveCatCount(h.db, undefined, cat);
  return cat;
}

/** The sum of a user's released ledger rows: what users.points must be. */
export const ledgerSum = (h: Pick<Harness, 'db'>, userId: string): number =>
  h.db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.pending, false)))
    .get()!.total;

/** A point `meters` north of the cat's exact position. */
export const metersFrom = (cat: Pick<Cat, 'lat' | 'lng'>, meters: number) => {
  const { latitude, longitude } = offsetPoint(cat.lat, cat.lng, meters, 0);
  return { latitude, longitude };
};

/** A real image as big as a cat's photo must be; each seed gives another picture and width. */
export const image = (format: 'jpeg' | 'png' = 'jpeg', seed = 0) => {
  const base = picture(seed, 400 + seed);
  return (format === 'jpeg' ? base.jpeg() : base.png()).toBuffer();
};

export const jpeg = (seed = 0) => image('jpeg', seed);

type Part = Buffer | string;

/**
 * A FormData as the web client sends it: `data` (the JSON of `data`, a string as it is, none when
 * undefined) and, per field, its parts: bytes as files, strings as text parts.
 */
export function uploadForm(data: unknown, parts: Record<string, readonly Part[]> = {}): FormData {
  const form = new FormData();
  if (data !== undefined) {
    form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  }
  for (const [field, values] of Object.entries(parts)) {
    values.forEach((value, i) => {
      if (typeof value === 'string') form.append(field, value);
      else form.append(field, new File([new Uint8Array(value)], `${field}-${i}.jpg`));
    });
  }
  return form;
}

/** What cats.create and cats.update take: `photo` and the additional photos under `field`. */
export const catForm = (
  data: unknown,
  photo: Buffer | null = null,
  additional: Buffer[] = [],
  field = 'additionalPhotos',
) => uploadForm(data, { photo: photo ? [photo] : [], [field]: additional });

/** What checkins.create takes: `data` JSON plus `photos` parts. */
export const checkinForm = (data: unknown, photos: Buffer[] = []) => uploadForm(data, { photos });

/** What users.updateProfile takes: `data` JSON and an optional `profilePicture`. */
export const profileForm = (data: unknown, picture?: Part) =>
  uploadForm(data, { profilePicture: picture === undefined ? [] : [picture] });

/** What healthRecord.add and healthRecord.edit take: `data` JSON and an optional `photo`. */
export const healthForm = (data: unknown, photo?: Part) =>
  uploadForm(data, { photo: photo === undefined ? [] : [photo] });

/** The typed fields of a valid cat at HOME, with overrides. */
export const catData = (over: Partial<CreateCatInput> = {}): CreateCatInput => ({
  name: 'Mingau',
  description: 'Branco, dorme na praça',
  color: 'Branco',
  location: { ...HOME, address: 'Praça da Sé' },
  ...over,
});

/** Registers a cat through cats.create; the DTO plus `id` and the exact position (for checkIn). */
export async function registerCat(
  h: Harness,
  user: User | null,
  over: Partial<CreateCatInput> = {},
  additional: Buffer[] = [],
) {
  const data = catData(over);
  const dto = await h.callerFor(user).cats.create(catForm(data, await jpeg(), additional));
  return { ...dto, id: dto._id, lat: data.location.latitude, lng: data.location.longitude };
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
  locale?: Locale,
) {
  return h.callerFor(user, locale).checkins.create(checkinForm(checkinData(cat, over), photos));
}

/** The coordinator's colony "Colônia da Praça" holding the cat, each of `members` approved in it. */
export async function colonyOfCat(
  h: Harness,
  coordinator: User,
  catId: string,
  members: readonly User[] = [],
): Promise<string> {
  const cora = h.callerFor(coordinator);
  const { _id: colonyId } = await cora.colonies.create({ name: 'Colônia da Praça', ...HOME });
  await cora.colonies.addCat({ colonyId, catId });
  for (const member of members) {
    await h.callerFor(member).colonies.join({ colonyId });
    await cora.colonies.decide({ colonyId, userId: member.id, decision: 'approve' });
  }
  return colonyId;
}
