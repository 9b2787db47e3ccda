import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Health } from '../../shared/constants.js';
import { nextStreak } from '../../shared/rules.js';
import { perDatabase, type Db } from '../db/client.js';
import { checkins, type Cat, type User } from '../db/schema.js';

const p = sql.placeholder;

// Prepared once per database: every check-in asks it (a hot path, docs/architecture.md). `at` is
// bound as given: the time in ms, as the column stores it.
const rewardQueries = perDatabase((db: Db) => ({
  msFromReward: db
    .select({ ms: sql<number | null>`min(abs(${checkins.createdAt} - ${p('at')}))` })
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, p('userId')),
        eq(checkins.catId, p('catId')),
        gt(checkins.pointsEarned, 0),
      ),
    )
    .prepare(),
}));

/**
 * Ms between `at` and the nearest check-in of this user on this cat that earned points, before or
 * after it: a check-in that arrives late is under cooldown from a later rewarded one too.
 */
const msFromReward = (tx: Db, userId: string, catId: string, at: Date) =>
  rewardQueries(tx).msFromReward.get({ userId, catId, at: at.getTime() })?.ms ?? null;

/** The cat's health before the first check-in made after `at`: its health at `at`. */
const healthAt = (tx: Db, catId: string, at: Date) =>
  tx
    .select({ previousHealth: checkins.previousHealth })
    .from(checkins)
    .where(and(eq(checkins.catId, catId), gt(checkins.createdAt, at)))
    .orderBy(asc(checkins.createdAt))
    .limit(1)
    .get()?.previousHealth;

export interface CheckinTiming {
  /** Made after every check-in the cat has had: it sets the cat's health, needs, lastCheckIn. */
  newest: boolean;
  /** The cat's health when the check-in was made. */
  previousHealth: Health;
  /** Minutes to the nearest rewarded check-in of the user on the cat; null if none. */
  minutesFromReward: number | null;
  streak: { streak: number; firstOfDay: boolean };
  /** The check-in's day is the user's latest: it moves the streak. */
  movesStreak: boolean;
}

/**
 * A check-in where it belongs in time, by when it was made (capturedAt), not when it arrived: a
 * check-in from the phone's outbox may arrive after one made later. One made on an earlier day
 * than the user's latest check-in earns its points on its own day but leaves the streak alone.
 */
export function checkinTiming(
  tx: Db,
  facts: { user: User; cat: Cat; madeAt: Date; day: string },
): CheckinTiming {
  const { user, cat, madeAt, day } = facts;
  const newest = cat.lastCheckIn === null || madeAt.getTime() >= cat.lastCheckIn.getTime();
  const previousHealth = newest ? cat.health : (healthAt(tx, cat.id, madeAt) ?? cat.health);
  const ms = msFromReward(tx, user.id, cat.id, madeAt);
  const late = user.lastCheckInDay !== null && day < user.lastCheckInDay;
  return {
    newest,
    previousHealth,
    minutesFromReward: ms === null ? null : ms / 60_000,
    streak: late
      ? { streak: user.currentStreak, firstOfDay: false }
      : nextStreak({ lastDay: user.lastCheckInDay, current: user.currentStreak }, day),
    movesStreak: !late,
  };
}
