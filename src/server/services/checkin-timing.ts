import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Health } from '../../shared/constants.js';
import { nextStreak } from '../../shared/rules.js';
import { eqStable, perDatabase, type Db } from '../db/client.js';
import { checkins, type Cat, type User } from '../db/schema.js';

const p = sql.placeholder;

const queriesFor = perDatabase((db: Db) => ({
  // Ms between `at` and the nearest check-in of this user on this cat that earned points, before
  // or after it: a check-in that arrives late is under cooldown from a later rewarded one too.
  nearestReward: db
    .select({
      ms: sql<number | null>`min(abs(${checkins.createdAt} - ${p('at')}))`,
    })
    .from(checkins)
    .where(
      and(
        eqStable(checkins.userId, p('userId')),
        eqStable(checkins.catId, p('catId')),
        gt(checkins.pointsEarned, 0),
      ),
    )
    .prepare(),
  // The cat's health before the first check-in made after `at`: its health at `at`.
  healthAfter: db
    .select({ previousHealth: checkins.previousHealth })
    .from(checkins)
    .where(and(eq(checkins.catId, p('catId')), gt(checkins.createdAt, p('at'))))
    .orderBy(asc(checkins.createdAt))
    .limit(1)
    .prepare(),
}));

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
  const q = queriesFor(tx);
  const newest = cat.lastCheckIn === null || madeAt.getTime() >= cat.lastCheckIn.getTime();
  const at = madeAt.getTime();
  const previousHealth = newest
    ? cat.health
    : (q.healthAfter.get({ catId: cat.id, at })?.previousHealth ?? cat.health);
  const ms = q.nearestReward.get({ userId: user.id, catId: cat.id, at })?.ms ?? null;
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
