import { and, between, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { AchievementId } from '../../shared/achievements.js';
import { LIMITS, URGENT_HEALTH, type Health } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { NOTIFY, type NotificationKind } from '../../shared/notifications.js';
import { perDatabase, type Db } from '../db/client.js';
import { colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { alertRegions, notifications } from '../db/notifications-schema.js';
import { carerRequests, favorites, users, type Cat } from '../db/schema.js';
import { capRanges, type Range } from '../geo/cells.js';
import { notify, type NewNotification, type NotifyDeps } from './notify.js';

const HOUR = 60 * 60 * 1000;

type CatRef = Pick<Cat, 'id' | 'name'>;

/** Users that can be told anything: not deleted, not waiting for approval. */
const active = and(isNull(users.deletedAt), eq(users.status, 'active'));

/** Whether a cat's new health is news for the people near it. */
export function becameUrgent(before: Health | null, after: Health): boolean {
  if (!URGENT_HEALTH.includes(after) || before === after) return false;
  // From Emergência down to Precisa de atenção is better news, not a new alert.
  return !(before === 'Emergência' && after === 'Precisa de atenção');
}

/** Every region within the largest radius of a point lies in these cells (1 m of float slack). */
const ALERT_REACH_M = LIMITS.notificationRadiusMax + 1;

/**
 * The alert regions in some cells of the search grid (key ranges) of users who can be alerted,
 * but the actor. The cells are asked in a subquery, so that SQLite reads the regions near the cat
 * through alert_regions_cell_idx and then their users by key, whatever the number of users.
 */
export function regionsIn(tx: Db, ranges: Range[], actorId: string) {
  const inCells = tx
    .select({ userId: alertRegions.userId })
    .from(alertRegions)
    .where(or(...ranges.map(([low, high]) => between(alertRegions.cell, low, high))));
  return tx
    .select({
      userId: alertRegions.userId,
      lat: alertRegions.lat,
      lng: alertRegions.lng,
      radius: users.notificationRadius,
    })
    .from(alertRegions)
    .innerJoin(users, eq(users.id, alertRegions.userId))
    .where(
      and(
        inArray(alertRegions.userId, inCells),
        active,
        eq(users.nearbyAlerts, true),
        ne(users.id, actorId),
      ),
    );
}

/** The same alert about the same cat within 6 h (a status going back and forth) is not repeated. */
const alreadyTold = (tx: Db, catId: string, health: Health, since: Date) =>
  tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.catId, catId),
        eq(notifications.kind, 'nearbyAlert'),
        gt(notifications.createdAt, since),
        sql`json_extract(${notifications.params}, '$.health') = ${health}`,
      ),
    )
    .all();

/**
 * A cat became Emergência or Precisa de atenção: everyone whose region lies within their radius
 * of it, with nearby alerts on. Measured from the cat's public point, the one they may see: an
 * alert or its absence says nothing about the exact spot.
 */
export function alertNearby(
  tx: Db,
  deps: NotifyDeps,
  cat: Pick<Cat, 'id' | 'name' | 'publicLat' | 'publicLng'>,
  health: Health,
  actorId: string,
): void {
  const since = new Date(deps.clock.now().getTime() - NOTIFY.favoriteEveryHours * HOUR);
  const ranges = capRanges(cat.publicLat, cat.publicLng, ALERT_REACH_M, new Map());
  const candidates = regionsIn(tx, ranges, actorId)
    .all()
    .filter((r) => distanceMeters(r.lat, r.lng, cat.publicLat, cat.publicLng) <= r.radius);
  if (candidates.length === 0) return;
  const told = new Set(alreadyTold(tx, cat.id, health, since).map((r) => r.userId));
  notify(
    tx,
    deps,
    candidates
      .filter((c) => !told.has(c.userId))
      .map((c) => ({
        userId: c.userId,
        kind: 'nearbyAlert',
        catId: cat.id,
        params: { catName: cat.name, health },
        urgent: health === 'Emergência',
      })),
  );
}

// Prepared once per database: every check-in tells the cat's fans (a hot path,
// docs/architecture.md). Favourites are found by their cat index; `since` is bound as given: the
// time in ms, as the column stores it.
const fanQueries = perDatabase((db: Db) => {
  const catId = sql.placeholder('catId');
  const since = sql.placeholder('since');
  const actorId = sql.placeholder('actorId');
  const toldRecently = db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.catId, catId),
        eq(notifications.userId, favorites.userId),
        inArray(notifications.kind, ['favoriteCheckin', 'favoriteEdit']),
        gt(notifications.createdAt, since),
      ),
    );
  return db
    .select({ userId: favorites.userId })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .where(
      and(
        eq(favorites.catId, catId),
        active,
        eq(users.favoriteUpdates, true),
        ne(favorites.userId, actorId),
        notExists(toldRecently),
      ),
    )
    .prepare();
});

const fansOf = (tx: Db, catId: string, actorId: string, since: Date) =>
  fanQueries(tx).all({ catId, actorId, since: since.getTime() });

/**
 * A check-in on or a change to a cat: the users who favourited it, with favourite updates on,
 * at most one such notification per cat per user per 6 h.
 */
export function tellFavorites(
  tx: Db,
  deps: NotifyDeps,
  cat: CatRef,
  kind: Extract<NotificationKind, 'favoriteCheckin' | 'favoriteEdit'>,
  actorId: string,
): void {
  const since = new Date(deps.clock.now().getTime() - NOTIFY.favoriteEveryHours * HOUR);
  const fans = fansOf(tx, cat.id, actorId, since);
  notify(
    tx,
    deps,
    fans.map((f) => ({ userId: f.userId, kind, catId: cat.id, params: { catName: cat.name } })),
  );
}

/** A new level and achievements reached, for a user with achievement alerts on. */
export function tellProgress(
  tx: Db,
  deps: NotifyDeps,
  userId: string,
  level: number | null,
  unlocked: readonly AchievementId[],
): void {
  if (level === null && unlocked.length === 0) return;
  const wants = tx
    .select({ on: users.achievementAlerts })
    .from(users)
    .where(eq(users.id, userId))
    .get()?.on;
  if (!wants) return;
  const items: NewNotification[] = unlocked.map((achievement) => ({
    userId,
    kind: 'achievement',
    params: { achievement },
  }));
  if (level !== null) items.unshift({ userId, kind: 'levelUp', params: { level } });
  notify(tx, deps, items);
}

/**
 * Who decides on a cat's carer requests (services/carer-access.ts, `decidesFor`): its registrar,
 * the carers approved for it directly and the coordinators of its colony.
 */
export function approversOf(tx: Db, cat: Pick<Cat, 'id' | 'discoveredById'>): string[] {
  const approved = tx
    .select({ userId: carerRequests.userId })
    .from(carerRequests)
    .innerJoin(users, eq(users.id, carerRequests.userId))
    .where(and(eq(carerRequests.catId, cat.id), eq(carerRequests.status, 'approved'), active))
    .all()
    .map((r) => r.userId);
  const coordinators = tx
    .select({ userId: colonyMembers.userId })
    .from(colonyCats)
    .innerJoin(colonyMembers, eq(colonyMembers.colonyId, colonyCats.colonyId))
    .innerJoin(users, eq(users.id, colonyMembers.userId))
    .where(
      and(
        eq(colonyCats.catId, cat.id),
        eq(colonyMembers.status, 'approved'),
        eq(colonyMembers.role, 'coordinator'),
        active,
      ),
    )
    .all()
    .map((r) => r.userId);
  return [...new Set([cat.discoveredById, ...approved, ...coordinators])];
}

export function tellCarerRequest(
  tx: Db,
  deps: NotifyDeps,
  cat: Pick<Cat, 'id' | 'name' | 'discoveredById'>,
  requester: { id: string; name: string },
): void {
  notify(
    tx,
    deps,
    approversOf(tx, cat)
      .filter((id) => id !== requester.id)
      .map((userId) => ({
        userId,
        kind: 'carerRequest',
        catId: cat.id,
        aboutUserId: requester.id,
        params: { catName: cat.name, userName: requester.name },
      })),
  );
}

export function tellCarerDecision(
  tx: Db,
  deps: NotifyDeps,
  cat: CatRef,
  userId: string,
  approved: boolean,
): void {
  notify(tx, deps, [
    {
      userId,
      kind: approved ? 'carerApproved' : 'carerDeclined',
      catId: cat.id,
      params: { catName: cat.name },
    },
  ]);
}

/**
 * Who follows a cat in need: those who favourited it, its carers, those alerted about it in the
 * last day and those on the way to it.
 */
export function followersOf(
  tx: Db,
  cat: Pick<Cat, 'id' | 'discoveredById'>,
  now: Date,
  helperIds: readonly string[],
): string[] {
  const fans = tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(eq(favorites.catId, cat.id))
    .all()
    .map((r) => r.userId);
  const alerted = tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.catId, cat.id),
        eq(notifications.kind, 'nearbyAlert'),
        gt(notifications.createdAt, new Date(now.getTime() - 24 * HOUR)),
      ),
    )
    .all()
    .map((r) => r.userId);
  const ids = [...new Set([...fans, ...approversOf(tx, cat), ...alerted, ...helperIds])];
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), active))
    .all()
    .map((r) => r.id);
}
