import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../shared/constants.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { catPhotos, cats, checkinPhotos, users, type Checkin } from '../db/schema.js';
import { photoUrl } from '../lib/photos.js';
import { renderBonusLines } from './bonus-details.js';
import { caretakerCatIds, geoPoint } from './privacy.js';
import { canModerate, hiddenAmong } from '../moderation/visibility.js';
import type { z } from 'zod';
import type { checkinOutput } from '../../shared/schemas/checkins-output.js';

/** Who reads check-ins: what they may see, and the language their bonus lines are written in. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /** Sees content hidden by moderation (admins and moderators). */
  moderator: boolean;
  locale: Locale;
}

export const viewerOf = (ctx: Pick<Context, 'user' | 'isAdmin' | 'locale'>): Viewer => ({
  userId: ctx.user?.id ?? null,
  isAdmin: ctx.isAdmin,
  moderator: canModerate(ctx),
  locale: ctx.locale,
});

export type CheckinDto = z.infer<typeof checkinOutput>;

const photosOf = (db: Db, checkinIds: string[]) =>
  db
    .select()
    .from(checkinPhotos)
    .where(inArray(checkinPhotos.checkinId, checkinIds))
    .orderBy(checkinPhotos.checkinId, checkinPhotos.position)
    .all();

const authorsOf = (db: Db, userIds: string[]) =>
  db
    .select({ id: users.id, name: users.name, profilePicture: users.profilePicture })
    .from(users)
    .where(inArray(users.id, userIds))
    .all();

/** The cats with their main photo, if any. */
const catsOf = (db: Db, catIds: string[]) =>
  db
    .select({ id: cats.id, name: cats.name, file: catPhotos.file, thumb: catPhotos.thumb })
    .from(cats)
    .leftJoin(catPhotos, and(eq(catPhotos.catId, cats.id), eq(catPhotos.position, 0)))
    .where(inArray(cats.id, catIds))
    .all();

/** What a check-in's answer shows beside its own row: its photos, authors, cats and hidings. */
export interface CheckinRelated {
  /** Each check-in's photos in order, with why moderation hid each (null: shown). */
  photos: Map<string, { id: string; file: string; thumb: string; hidden: string | null }[]>;
  /** Why moderation hid a check-in, by its id. */
  hidden: Map<string, string>;
  authors: Map<string, { name: string; profilePicture: string }>;
  /** The cats with their main photo, if any. */
  cats: Map<string, { id: string; name: string; file: string | null; thumb: string | null }>;
  /** The cats whose carer the viewer is (they see where someone else checked in). */
  carerOf: Set<string>;
}

/**
 * The related rows of a check-in its caller has just written, for `toCheckinDtos`: its photos
 * (none hidden yet), its author, and its cat with the cat's main photo.
 */
export function justWritten(written: {
  user: { id: string; name: string; profilePicture: string };
  cat: { id: string; name: string };
  mainPhoto: { file: string; thumb: string } | null;
  photos: { id: string; checkinId: string; file: string; thumb: string }[];
}): CheckinRelated {
  const { user, cat, mainPhoto, photos } = written;
  const photoList = photos.map((p) => ({ id: p.id, file: p.file, thumb: p.thumb, hidden: null }));
  return {
    photos: new Map(photos.length === 0 ? [] : [[photos[0]!.checkinId, photoList]]),
    hidden: new Map(),
    authors: new Map([[user.id, user]]),
    cats: new Map([
      [
        cat.id,
        {
          id: cat.id,
          name: cat.name,
          file: mainPhoto?.file ?? null,
          thumb: mainPhoto?.thumb ?? null,
        },
      ],
    ]),
    carerOf: new Set(),
  };
}

/** One query each for photos, hidings, authors and cats, whatever the number of rows. */
function loadRelated(db: Db, rows: Checkin[], viewer: Viewer): CheckinRelated {
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const catIds = [...new Set(rows.flatMap((r) => (r.catId ? [r.catId] : [])))];
  const photoRows = photosOf(db, ids);
  const hidden = hiddenAmong(db, [...ids, ...photoRows.map((p) => p.id)]);
  const photos: CheckinRelated['photos'] = new Map();
  for (const p of photoRows) {
    const list = photos.get(p.checkinId) ?? [];
    list.push({ id: p.id, file: p.file, thumb: p.thumb, hidden: hidden.get(p.id) ?? null });
    photos.set(p.checkinId, list);
  }
  // The carer lookup runs only when someone else's check-in is in the answer.
  const carerOf =
    viewer.userId === null || viewer.isAdmin || rows.every((r) => r.userId === viewer.userId)
      ? new Set<string>()
      : caretakerCatIds(db, viewer.userId);
  return {
    photos,
    hidden,
    authors: new Map(authorsOf(db, userIds).map((u) => [u.id, u])),
    cats: new Map(catIds.length === 0 ? [] : catsOf(db, catIds).map((c) => [c.id, c])),
    carerOf,
  };
}

/**
 * Check-in rows as the API answers them, in the viewer's language: with their related rows read
 * here, or given by the caller that has just written them (a new check-in).
 */
export function toCheckinDtos(
  db: Db,
  rows: Checkin[],
  viewer: Viewer,
  given?: CheckinRelated,
): CheckinDto[] {
  if (rows.length === 0) return [];
  const related = given ?? loadRelated(db, rows, viewer);
  // Hidden by moderation: only the author and moderators get it, marked with the reason.
  const seesHidden = (row: Pick<Checkin, 'userId'>) =>
    viewer.moderator || viewer.userId === row.userId;
  // Where a check-in was made gives away where the cat lives: its author, the cat's carers and
  // admins see it.
  const seesWhere = (row: Checkin) =>
    viewer.isAdmin ||
    viewer.userId === row.userId ||
    (row.catId !== null && related.carerOf.has(row.catId));

  return rows.flatMap((row) => {
    const hiddenReason = related.hidden.get(row.id);
    if (hiddenReason !== undefined && !seesHidden(row)) return [];
    const author = related.authors.get(row.userId);
    const cat = row.catId ? related.cats.get(row.catId) : undefined;
    const photos = (related.photos.get(row.id) ?? [])
      .filter((p) => p.hidden === null || seesHidden(row))
      .map((p) => ({
        _id: p.id,
        url: photoUrl(p.file),
        thumbnailUrl: photoUrl(p.thumb),
        hiddenReason: p.hidden,
      }));
    const dto: CheckinDto = {
      _id: row.id,
      user: {
        _id: row.userId,
        name: author?.name ?? '',
        profilePicture: author?.profilePicture ?? '',
      },
      cat: cat
        ? {
            _id: cat.id,
            name: cat.name,
            photoUrl: cat.file ? photoUrl(cat.file) : null,
            thumbnailUrl: cat.thumb ? photoUrl(cat.thumb) : null,
          }
        : { _id: null, name: row.catName, photoUrl: null, thumbnailUrl: null },
      actions: row.actions,
      actionsDescription: row.actionsDescription,
      healthStatus: row.healthStatus,
      photos,
      needs: row.needs,
      needsDescription: row.needsDescription,
      createdAt: row.createdAt.toISOString(),
      pointsEarned: row.pointsEarned,
      bonusDetails: renderBonusLines(viewer.locale, row.bonusDetails),
      hidden: hiddenReason === undefined ? null : { reason: hiddenReason },
    };
    if (seesWhere(row)) {
      dto.location = geoPoint(row.lat, row.lng, row.address);
    }
    return [dto];
  });
}
