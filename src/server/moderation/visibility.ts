import {
  and,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Context } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
import { hiddenItems } from '../db/moderation-schema.js';
import { catPhotos, cats, checkinPhotos, checkins } from '../db/schema.js';

/** Admins and moderators (flagged by `npm run admin -- create-moderator`). */
export const canModerate = (ctx: Pick<Context, 'user' | 'isAdmin'>): boolean =>
  ctx.isAdmin || (ctx.user?.status === 'active' && ctx.user.isModerator);

/**
 * Which of these cats, photos or check-ins are hidden by moderation, with the reason: one indexed
 * lookup per answer. Hidden content leaves every answer but its owner's and moderators'.
 */
export function hiddenAmong(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: hiddenItems.targetId, reason: hiddenItems.reason })
    .from(hiddenItems)
    .where(inArray(hiddenItems.targetId, [...ids]))
    .all();
  return new Map(rows.map((row) => [row.id, row.reason]));
}

type Caller = Pick<Context, 'db' | 'user' | 'isAdmin'>;

/**
 * The hidden cats this caller may not see (none for moderators; a registrar still sees their
 * own): few, so lists drop them in SQL before paging and totals leave them out.
 */
// Prepared once per database: nearby, the map list and the check-in ask it (hot paths,
// docs/architecture.md).
const hiddenQueries = perDatabase((db: Db) => ({
  /** The hidden cats but those `userId` registered. */
  cats: db
    .select({ id: cats.id })
    .from(hiddenItems)
    .innerJoin(cats, eq(cats.id, hiddenItems.targetId))
    .where(
      and(eq(hiddenItems.targetType, 'cat'), ne(cats.discoveredById, sql.placeholder('userId'))),
    )
    .prepare(),
}));

export function hiddenCatIds(ctx: Caller): string[] {
  if (canModerate(ctx)) return [];
  return hiddenQueries(ctx.db)
    .cats.all({ userId: ctx.user?.id ?? '' })
    .map((row) => row.id);
}

/** Whether the cat is hidden from this caller: then it answers as a missing cat would. */
export const catHiddenFrom = (ctx: Caller, catId: string): boolean =>
  hiddenCatIds(ctx).includes(catId);

/** `column` is null or not in `ids`; nothing when the list is empty. */
export const notAmong = (column: AnySQLiteColumn, ids: readonly string[]): SQL | undefined =>
  ids.length === 0 ? undefined : or(isNull(column), notInArray(column, [...ids]));

/**
 * The check-ins this caller may list: none on a cat hidden from them, and a hidden check-in only
 * for its author (moderators see everything, marked). Applied in SQL, before paging.
 */
export function visibleCheckins(ctx: Caller): SQL | undefined {
  if (canModerate(ctx)) return undefined;
  return and(checkinShownTo(ctx.user?.id ?? ''), notAmong(checkins.catId, hiddenCatIds(ctx)));
}

/**
 * A check-in that moderation did not hide, or one of the user's own: `userId` a user's id, `''`
 * for a visitor (no one's), or a placeholder in a statement prepared once. The cat's own
 * visibility is `notAmong(checkins.catId, hiddenCatIds(ctx))`, as `visibleCheckins` adds it.
 */
export const checkinShownTo = (userId: string | Placeholder) =>
  sql`(${checkins.userId} = ${userId} or not exists (select 1 from ${hiddenItems} where ${hiddenItems.targetType} = 'checkin' and ${hiddenItems.targetId} = ${checkins.id}))`;

function hiddenFileRow(db: Db, name: string) {
  const isCatPhoto = or(eq(catPhotos.file, name), eq(catPhotos.thumb, name));
  const isCheckinPhoto = or(eq(checkinPhotos.file, name), eq(checkinPhotos.thumb, name));
  const one = { one: sql<number>`1` };
  // Driven by hidden_items (a few rows) through primary keys and indexes: no scan of the photos.
  return db
    .select(one)
    .from(hiddenItems)
    .innerJoin(
      catPhotos,
      and(eq(hiddenItems.targetType, 'photo'), eq(catPhotos.id, hiddenItems.targetId)),
    )
    .where(isCatPhoto)
    .unionAll(
      db
        .select(one)
        .from(hiddenItems)
        .innerJoin(
          catPhotos,
          and(eq(hiddenItems.targetType, 'cat'), eq(catPhotos.catId, hiddenItems.targetId)),
        )
        .where(isCatPhoto),
    )
    .unionAll(
      db
        .select(one)
        .from(hiddenItems)
        .innerJoin(
          checkinPhotos,
          and(eq(hiddenItems.targetType, 'photo'), eq(checkinPhotos.id, hiddenItems.targetId)),
        )
        .where(isCheckinPhoto),
    )
    .unionAll(
      db
        .select(one)
        .from(hiddenItems)
        .innerJoin(
          checkinPhotos,
          and(
            eq(hiddenItems.targetType, 'checkin'),
            eq(checkinPhotos.checkinId, hiddenItems.targetId),
          ),
        )
        .where(isCheckinPhoto),
    )
    .unionAll(
      db
        .select(one)
        .from(hiddenItems)
        .innerJoin(
          checkins,
          and(eq(hiddenItems.targetType, 'cat'), eq(checkins.catId, hiddenItems.targetId)),
        )
        .innerJoin(checkinPhotos, eq(checkinPhotos.checkinId, checkins.id))
        .where(isCheckinPhoto),
    )
    .limit(1)
    .get();
}

/**
 * Whether a stored photo file (full size or thumbnail) is hidden: a hidden photo, or a photo of a
 * hidden cat or check-in (or of a check-in on a hidden cat). Its URL answers 404 until restored.
 */
export const isHiddenFile = (db: Db, name: string): boolean =>
  hiddenFileRow(db, name) !== undefined;
