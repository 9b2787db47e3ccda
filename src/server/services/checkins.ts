import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, inArray, Param, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { distanceMeters } from '../../shared/geo.js';
import { checkinAward, ledgerLines, nextStreak } from '../../shared/rules.js';
import {
  checkinPhotos as checkinPhotosSchema,
  createCheckinInput,
  type CreateCheckinData,
} from '../../shared/schemas/checkins.js';
import type { checkinOutput } from '../../shared/schemas/checkins-output.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
import { catPhotos, cats, checkinPhotos, checkins, users, type Checkin } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { photoUrl, type StoredPhoto } from '../lib/photos.js';
import { formFiles, formInput, storeUploads, withStoredPhotos } from '../lib/uploads.js';
import { unlockAchievements } from './achievements.js';
import { progressDetails, renderDetails } from './bonus-details.js';
import { awardPointsTogether, pointsOnDay } from './ledger.js';
import { geoPoint } from './privacy.js';
import { batchedWrite } from './write-batch.js';

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

export const viewerOf = (ctx: Pick<Context, 'user' | 'isAdmin'>): Viewer => ({
  userId: ctx.user?.id ?? null,
  isAdmin: ctx.isAdmin,
});

export type CheckinDto = z.infer<typeof checkinOutput>;

const p = sql.placeholder;
/** A placeholder written as `column` writes its values (JSON, timestamps): for update sets. */
const asColumn = (name: string, column: AnySQLiteColumn) => sql`${new Param(p(name), column)}`;
/** `(select value from json_each(:name))`: a list of any length as one bound JSON parameter. */
const inJson = (name: string) => sql`(select value from json_each(${p(name)}))`;

function prepareQueries(db: Db) {
  const mine = and(eq(checkins.userId, p('userId')), eq(checkins.catId, p('catId')));
  return {
    catExists: db
      .select({ id: cats.id })
      .from(cats)
      .where(eq(cats.id, p('id')))
      .prepare(),
    cat: db
      .select()
      .from(cats)
      .where(eq(cats.id, p('id')))
      .prepare(),
    user: db
      .select()
      .from(users)
      .where(eq(users.id, p('id')))
      .prepare(),
    previous: db
      .select({
        n: count(),
        // Cooldown counts from the last check-in on this cat that earned points (ms timestamps).
        lastReward: sql<
          number | null
        >`max(case when ${checkins.pointsEarned} > 0 then ${checkins.createdAt} end)`,
      })
      .from(checkins)
      .where(mine)
      .prepare(),
    insert: db
      .insert(checkins)
      .values({
        id: p('id'),
        userId: p('userId'),
        catId: p('catId'),
        catName: p('catName'),
        actions: p('actions'),
        actionsDescription: p('actionsDescription'),
        healthStatus: p('healthStatus'),
        previousHealth: p('previousHealth'),
        needs: p('needs'),
        needsDescription: p('needsDescription'),
        lat: p('lat'),
        lng: p('lng'),
        address: p('address'),
        distance: p('distance'),
        pointsEarned: p('pointsEarned'),
        day: p('day'),
        createdAt: p('createdAt'),
      })
      .prepare(),
    updateCat: db
      .update(cats)
      .set({
        health: asColumn('health', cats.health),
        needs: asColumn('needs', cats.needs),
        needsDescription: asColumn('needsDescription', cats.needsDescription),
        lastCheckIn: asColumn('now', cats.lastCheckIn),
        totalCheckIns: sql`${cats.totalCheckIns} + 1`,
        updatedAt: asColumn('now', cats.updatedAt),
      })
      .where(eq(cats.id, p('id')))
      .prepare(),
    updateUser: db
      .update(users)
      .set({
        checkInsCount: sql`${users.checkInsCount} + 1`,
        totalCatsHelped: sql`${users.totalCatsHelped} + ${p('catsHelped')}`,
        vetVisits: sql`${users.vetVisits} + ${p('vetVisits')}`,
        neuterings: sql`${users.neuterings} + ${p('neuterings')}`,
        emergencyCheckIns: sql`${users.emergencyCheckIns} + ${p('emergencies')}`,
        currentStreak: asColumn('currentStreak', users.currentStreak),
        bestStreak: asColumn('bestStreak', users.bestStreak),
        lastCheckInDay: asColumn('day', users.lastCheckInDay),
      })
      .where(eq(users.id, p('id')))
      .prepare(),
    setBonusDetails: db
      .update(checkins)
      .set({ bonusDetails: asColumn('bonusDetails', checkins.bonusDetails) })
      .where(eq(checkins.id, p('id')))
      .returning()
      .prepare(),
    photos: db
      .select()
      .from(checkinPhotos)
      .where(inArray(checkinPhotos.checkinId, inJson('ids')))
      .orderBy(checkinPhotos.checkinId, checkinPhotos.position)
      .prepare(),
    authors: db
      .select({ id: users.id, name: users.name, profilePicture: users.profilePicture })
      .from(users)
      .where(inArray(users.id, inJson('ids')))
      .prepare(),
    cats: db
      .select({ id: cats.id, name: cats.name, file: catPhotos.file, thumb: catPhotos.thumb })
      .from(cats)
      .leftJoin(catPhotos, and(eq(catPhotos.catId, cats.id), eq(catPhotos.position, 0)))
      .where(inArray(cats.id, inJson('ids')))
      .prepare(),
  };
}

// Built once per database: a check-in runs about twenty statements, and building and preparing
// their SQL on every request cost more than running them.
const queriesFor = perDatabase(prepareQueries);

/**
 * Check-in rows as SPEC.md §3 check-ins, with one query each for photos, authors and cats
 * (whatever the number of rows).
 */
export function toCheckinDtos(db: Db, rows: Checkin[], viewer: Viewer): CheckinDto[] {
  if (rows.length === 0) return [];
  const q = queriesFor(db);
  const ids = JSON.stringify(rows.map((r) => r.id));
  const userIds = JSON.stringify([...new Set(rows.map((r) => r.userId))]);
  const catIds = [...new Set(rows.flatMap((r) => (r.catId ? [r.catId] : [])))];

  const photosByCheckin = new Map<string, { url: string; thumbnailUrl: string }[]>();
  for (const p of q.photos.all({ ids })) {
    const list = photosByCheckin.get(p.checkinId) ?? [];
    list.push({ url: photoUrl(p.file), thumbnailUrl: photoUrl(p.thumb) });
    photosByCheckin.set(p.checkinId, list);
  }

  const authors = new Map(q.authors.all({ ids: userIds }).map((u) => [u.id, u]));

  const catsById = new Map(
    catIds.length === 0 ? [] : q.cats.all({ ids: JSON.stringify(catIds) }).map((c) => [c.id, c]),
  );

  return rows.map((row) => {
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
      bonusDetails: row.bonusDetails,
    };
    if (viewer.isAdmin || viewer.userId === row.userId) {
      dto.location = geoPoint(row.lat, row.lng, row.address);
    }
    return dto;
  });
}

const catNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'checkinCatNotFound' });

/** POST a check-in (PRODUCT.md "What a check-in does to the cat", points and fair play). */
export async function createCheckin(ctx: AuthedContext, form: FormData) {
  const data = formInput(form, (json) => createCheckinInput.safeParse(json));
  const files = checkinPhotosSchema.safeParse(formFiles(form, 'photos'));
  if (!files.success) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'checkinTooManyPhotos',
      cause: files.error,
    });
  }
  const exists = queriesFor(ctx.db).catExists.get({ id: data.catId });
  if (!exists) throw catNotFound();

  const stored = await storeUploads(ctx, files.data);
  return withStoredPhotos(ctx, stored, () =>
    batchedWrite(ctx.db, (tx) => recordCheckin(tx, ctx, data, stored)),
  );
}

function recordCheckin(tx: Db, ctx: AuthedContext, data: CreateCheckinData, stored: StoredPhoto[]) {
  const q = queriesFor(tx);
  const cat = q.cat.get({ id: data.catId });
  if (!cat) throw catNotFound();
  const user = q.user.get({ id: ctx.user.id });
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'unauthorized' });

  const now = ctx.clock.now();
  const day = localDay(now, ctx.settings.TZ_COMMUNITY);
  const previous = q.previous.get({ userId: user.id, catId: cat.id });
  const firstOnCat = (previous?.n ?? 0) === 0;
  const lastReward = previous?.lastReward ?? null;
  const streak = nextStreak({ lastDay: user.lastCheckInDay, current: user.currentStreak }, day);
  const distance = distanceMeters(
    data.location.latitude,
    data.location.longitude,
    cat.lat,
    cat.lng,
  );

  const award = checkinAward({
    actions: data.actions,
    hasPhoto: stored.length > 0,
    previousHealth: cat.health,
    firstOnCat,
    minutesSinceLastReward: lastReward === null ? null : (now.getTime() - lastReward) / 60_000,
    pointsEarnedToday: pointsOnDay(tx, user.id, day, ['checkin', 'bonus']),
    distanceMeters: distance,
    streakAfter: streak.streak,
    firstOfDay: streak.firstOfDay,
    catName: cat.name,
  });

  const checkinId = newId();
  q.insert.run({
    id: checkinId,
    userId: user.id,
    catId: cat.id,
    catName: cat.name,
    actions: data.actions,
    actionsDescription: data.actionsDescription,
    healthStatus: data.healthStatus,
    previousHealth: cat.health,
    needs: data.needs,
    needsDescription: data.needsDescription,
    lat: data.location.latitude,
    lng: data.location.longitude,
    address: data.location.address ?? '',
    distance,
    pointsEarned: award.points,
    day,
    createdAt: now,
  });
  if (stored.length > 0) {
    tx.insert(checkinPhotos)
      .values(
        stored.map((p, position) => ({ id: newId(), checkinId, position, ...p, createdAt: now })),
      )
      .run();
  }

  q.updateCat.run({
    id: cat.id,
    health: data.healthStatus,
    needs: data.needs,
    needsDescription: data.needsDescription,
    now,
  });

  const has = (action: (typeof data.actions)[number]) => (data.actions.includes(action) ? 1 : 0);
  q.updateUser.run({
    id: user.id,
    catsHelped: firstOnCat ? 1 : 0,
    vetVisits: has('Levou ao veterinário'),
    neuterings: has('Castrou'),
    emergencies: cat.health === 'Emergência' ? 1 : 0,
    currentStreak: streak.streak,
    bestStreak: Math.max(user.bestStreak, streak.streak),
    day,
  });

  const lines = ledgerLines(award);
  const total =
    lines.length === 0
      ? { points: user.points, level: user.level }
      : awardPointsTogether(
          tx,
          lines.map((line) => ({
            userId: user.id,
            points: line.points,
            reason: line.reason,
            detail: line.detail,
            checkinId,
            day,
            at: now,
          })),
        );
  const unlocked = unlockAchievements(tx, user.id, now);

  const bonusDetails = renderDetails(ctx.locale, [
    ...award.details,
    ...progressDetails(user.level, total.level, unlocked),
  ]);
  const row = q.setBonusDetails.get({ id: checkinId, bonusDetails });
  if (!row) throw new Error(`recordCheckin: check-in ${checkinId} vanished`);

  const [checkIn] = toCheckinDtos(tx, [row], viewerOf(ctx));
  return {
    checkIn: checkIn!,
    pointsEarned: award.points,
    bonusDetails,
    user: total,
  };
}

function listCheckins(ctx: Context, where: SQL, page: number, limit: number) {
  const total = ctx.db.select({ n: count() }).from(checkins).where(where).get()?.n ?? 0;
  const rows = ctx.db
    .select()
    .from(checkins)
    .where(where)
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return {
    checkIns: toCheckinDtos(ctx.db, rows, viewerOf(ctx)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/** A cat's check-ins, newest first (public). */
export function checkinsByCat(ctx: Context, input: { catId: string; page: number; limit: number }) {
  const cat = ctx.db.select({ id: cats.id }).from(cats).where(eq(cats.id, input.catId)).get();
  if (!cat) throw catNotFound();
  return listCheckins(ctx, eq(checkins.catId, cat.id), input.page, input.limit);
}

/** The signed-in user's own check-ins, newest first. */
export function myCheckins(ctx: AuthedContext, input: { page: number; limit: number }) {
  return listCheckins(ctx, eq(checkins.userId, ctx.user.id), input.page, input.limit);
}
