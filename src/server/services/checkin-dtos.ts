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

/**
 * Check-in rows as the API answers them, with one query each for photos, authors and cats
 * (whatever the number of rows), and the bonus lines in the viewer's language.
 */
export function toCheckinDtos(db: Db, rows: Checkin[], viewer: Viewer): CheckinDto[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const catIds = [...new Set(rows.flatMap((r) => (r.catId ? [r.catId] : [])))];

  const photoRows = photosOf(db, ids);
  const hidden = hiddenAmong(db, [...ids, ...photoRows.map((p) => p.id)]);
  // Hidden by moderation: only the author and moderators get it, marked with the reason.
  const seesHidden = (row: Pick<Checkin, 'userId'>) =>
    viewer.moderator || viewer.userId === row.userId;
  const authorOf = new Map(rows.map((r) => [r.id, r.userId]));
  const photosByCheckin = new Map<string, CheckinDto['photos']>();
  for (const p of photoRows) {
    const reason = hidden.get(p.id) ?? null;
    if (reason !== null && !seesHidden({ userId: authorOf.get(p.checkinId) ?? '' })) continue;
    const list = photosByCheckin.get(p.checkinId) ?? [];
    list.push({
      _id: p.id,
      url: photoUrl(p.file),
      thumbnailUrl: photoUrl(p.thumb),
      hiddenReason: reason,
    });
    photosByCheckin.set(p.checkinId, list);
  }

  const authors = new Map(authorsOf(db, userIds).map((u) => [u.id, u]));

  // Where a check-in was made gives away where the cat lives: its author, the cat's carers and
  // admins see it. The carer lookup runs only when someone else's check-in is in the answer.
  const carerOf =
    viewer.userId === null || viewer.isAdmin || rows.every((r) => r.userId === viewer.userId)
      ? new Set<string>()
      : caretakerCatIds(db, viewer.userId);
  const seesWhere = (row: Checkin) =>
    viewer.isAdmin ||
    viewer.userId === row.userId ||
    (row.catId !== null && carerOf.has(row.catId));

  const catsById = new Map(catIds.length === 0 ? [] : catsOf(db, catIds).map((c) => [c.id, c]));

  return rows.flatMap((row) => {
    const hiddenReason = hidden.get(row.id);
    if (hiddenReason !== undefined && !seesHidden(row)) return [];
    const author = authors.get(row.userId);
    const cat = row.catId ? catsById.get(row.catId) : undefined;
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
      photos: photosByCheckin.get(row.id) ?? [],
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
