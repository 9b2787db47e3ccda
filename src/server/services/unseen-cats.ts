import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatSighting, UnseenCats, unseenDaysInput } from '../../shared/schemas/unseen-cats.js';
import { UNSEEN } from '../../shared/unseen-cats.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonyCats } from '../db/colonies-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { colonyUnseenDays } from '../db/unseen-schema.js';
import { fail } from '../lib/app-error.js';
import { hiddenAmong } from '../moderation/visibility.js';
import { colonyOrThrow, membership, requireCoordinator } from './colony-membership.js';

/**
 * "Gatos sumidos" (docs/colonies.md): when each colony cat was last seen and by whom, and which
 * went the colony's days unseen. A sighting is a check-in on the cat, whatever its actions: a
 * colony feeding writes one 'Alimentou' check-in per ticked cat (colony-feeding.ts), so a cat
 * left ticked is seen. A cat never checked in was seen by its registrar when registered. The
 * alerts the scheduler sends from this are unseen-alerts.ts.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The days a colony's cat may go unseen before its coordinators are told. */
export const unseenDaysOf = (db: Db, colonyId: string): number =>
  db
    .select({ days: colonyUnseenDays.days })
    .from(colonyUnseenDays)
    .where(eq(colonyUnseenDays.colonyId, colonyId))
    .get()?.days ?? UNSEEN.defaultDays;

/** A sighting, with the instant its unseen spell counts from (never before the cat joined). */
export type Sighting = CatSighting & { since: Date };

/**
 * The colony's active cats (not hidden by moderation), by name, each with its last sighting,
 * judged against the colony's setting at `now`. Positions are never read.
 */
export function colonySightings(
  db: Db,
  colonyId: string,
  now: Date,
): { days: number; cats: Sighting[] } {
  const days = unseenDaysOf(db, colonyId);
  const rows = db
    .select({
      id: cats.id,
      name: cats.name,
      createdAt: cats.createdAt,
      registrar: users.name,
      addedAt: colonyCats.addedAt,
    })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .innerJoin(users, eq(users.id, cats.discoveredById))
    .where(and(eq(colonyCats.colonyId, colonyId), eq(cats.status, 'Ativo')))
    .orderBy(cats.name, cats.id)
    .all();
  if (rows.length === 0) return { days, cats: [] };
  const hidden = hiddenAmong(
    db,
    rows.map((row) => row.id),
  );
  const shown = rows.filter((row) => !hidden.has(row.id));
  // With max(), SQLite takes the other columns from the row holding the maximum (its documented
  // "bare columns" rule): each cat's newest check-in and who made it, in one query.
  const newest = new Map(
    db
      .select({ catId: checkins.catId, at: max(checkins.createdAt), by: users.name })
      .from(checkins)
      .innerJoin(users, eq(users.id, checkins.userId))
      .where(
        inArray(
          checkins.catId,
          shown.map((row) => row.id),
        ),
      )
      .groupBy(checkins.catId)
      .all()
      .map((row) => [row.catId, row]),
  );
  const limit = days * DAY;
  return {
    days,
    cats: shown.map((row) => {
      const last = newest.get(row.id);
      const seenAt = last?.at ? new Date(last.at) : row.createdAt;
      const since = seenAt > row.addedAt ? seenAt : row.addedAt;
      return {
        _id: row.id,
        name: row.name,
        lastSeenAt: seenAt.toISOString(),
        seenBy: last?.at ? last.by : row.registrar,
        daysAgo: Math.max(0, Math.floor((now.getTime() - seenAt.getTime()) / DAY)),
        unseen: now.getTime() - since.getTime() >= limit,
        since,
      };
    }),
  };
}

/**
 * The colony's unseen cats for a summary ("1 gato sumido"): how many, and each one's name, last
 * sighting and who saw it. The caller checks that the reader is a member.
 */
export function unseenCatsOf(db: Db, colonyId: string, now: Date) {
  const unseen = colonySightings(db, colonyId, now).cats.filter((cat) => cat.unseen);
  return {
    count: unseen.length,
    cats: unseen.map((cat) => ({
      catId: cat._id,
      name: cat.name,
      lastSeenAt: cat.lastSeenAt,
      seenBy: cat.seenBy,
      daysAgo: cat.daysAgo,
    })),
  };
}

/** The colony page's sightings: for its approved members and admins. */
export function colonyUnseenCats(ctx: AuthedContext, colonyId: string): UnseenCats {
  colonyOrThrow(ctx.db, colonyId);
  const me = membership(ctx.db, colonyId, ctx.user.id);
  const member = me?.status === 'approved';
  if (!member && !ctx.isAdmin) throw fail('FORBIDDEN', 'unseenMembersOnly');
  const { days, cats: sightings } = colonySightings(ctx.db, colonyId, ctx.clock.now());
  return {
    days,
    canEdit: ctx.isAdmin || (member && me.role === 'coordinator'),
    cats: sightings.map(({ since: _since, ...cat }) => cat),
  };
}

/** A coordinator (or an admin) sets the colony's days. */
export function setUnseenDays(ctx: AuthedContext, input: z.output<typeof unseenDaysInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const now = ctx.clock.now();
    tx.insert(colonyUnseenDays)
      .values({ colonyId: input.colonyId, days: input.days, updatedAt: now })
      .onConflictDoUpdate({
        target: colonyUnseenDays.colonyId,
        set: { days: input.days, updatedAt: now },
      })
      .run();
    return { done: true as const };
  });
}
