import { eq, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { BonusLine } from '../../shared/points.js';
import { perDatabase, type Db } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { unlockAchievements } from './achievements.js';
import { progressLines } from './bonus-details.js';
import { awardPoints, type Award } from './ledger.js';
import { tellProgress } from '../notifications/events.js';
import type { NotifyDeps } from '../notifications/notify.js';

/** What one action adds to the user's counters (the achievements' metrics). */
interface CounterSteps {
  checkIns?: number;
  /** Check-ins that earned points: what the check-in achievements count. */
  earningCheckIns?: number;
  catsHelped?: number;
  catsRegistered?: number;
  vetVisits?: number;
  neuterings?: number;
  emergencyCheckIns?: number;
}

export interface AwardRequest {
  userId: string;
  /** Community-time-zone day of the action ('YYYY-MM-DD'). */
  day: string;
  at: Date;
  /** The ledger rows the action earns; rows of 0 points are left out. */
  entries: readonly Omit<Award, 'userId' | 'day' | 'at'>[];
  counters: CounterSteps;
  /** A check-in's streak after it, with its day. */
  streak?: { current: number; day: string };
  /** The action's own bonus lines; the level and achievement lines are added after them. */
  lines: readonly BonusLine[];
  /** The points wait for the user's address to be verified (see mail/verification.ts). */
  pending?: boolean;
  /** Tells the user of a new level and achievements (notifications); unit tests leave it out. */
  notify?: NotifyDeps;
}

export interface AwardOutcome {
  user: { points: number; level: number };
  lines: BonusLine[];
}

const p = sql.placeholder;
/** The column moved by the step named `step`. */
const plus = (column: AnySQLiteColumn, step: string) => sql`${column} + ${p(step)}`;
const counterSet = {
  checkInsCount: plus(users.checkInsCount, 'checkIns'),
  earningCheckIns: plus(users.earningCheckIns, 'earningCheckIns'),
  totalCatsHelped: plus(users.totalCatsHelped, 'catsHelped'),
  catsRegistered: plus(users.catsRegistered, 'catsRegistered'),
  vetVisits: plus(users.vetVisits, 'vetVisits'),
  neuterings: plus(users.neuterings, 'neuterings'),
  emergencyCheckIns: plus(users.emergencyCheckIns, 'emergencyCheckIns'),
};

// Prepared once per database: every check-in moves the counters (a hot path, docs/architecture.md).
const counterQueries = perDatabase((db: Db) => ({
  plain: db
    .update(users)
    .set(counterSet)
    .where(eq(users.id, p('userId')))
    .returning()
    .prepare(),
  /** A check-in that moves the streak too. */
  withStreak: db
    .update(users)
    .set({
      ...counterSet,
      currentStreak: sql`${p('current')}`,
      bestStreak: sql`max(${users.bestStreak}, ${p('current')})`,
      lastCheckInDay: sql`${p('day')}`,
    })
    .where(eq(users.id, p('userId')))
    .returning()
    .prepare(),
}));

/** The user's counters moved; returns the user's row after it (points and level not yet moved). */
function addCounters(
  tx: Db,
  userId: string,
  counters: CounterSteps,
  streak: AwardRequest['streak'],
): User {
  const q = counterQueries(tx);
  const steps = {
    userId,
    checkIns: counters.checkIns ?? 0,
    earningCheckIns: counters.earningCheckIns ?? 0,
    catsHelped: counters.catsHelped ?? 0,
    catsRegistered: counters.catsRegistered ?? 0,
    vetVisits: counters.vetVisits ?? 0,
    neuterings: counters.neuterings ?? 0,
    emergencyCheckIns: counters.emergencyCheckIns ?? 0,
  };
  const user = streak
    ? q.withStreak.get({ ...steps, current: streak.current, day: streak.day })
    : q.plain.get(steps);
  if (!user) throw new Error(`grantAward: no user ${userId}`);
  return user;
}

/**
 * The one way points are awarded, inside the caller's transaction: the user's counters, the
 * ledger rows with the period totals and histogram, the level, the achievements now reached, and
 * the bonus lines that tell the user about it all.
 */
export function grantAward(tx: Db, request: AwardRequest): AwardOutcome {
  const { userId, day, at, counters } = request;
  const before = addCounters(tx, userId, counters, request.streak);
  const earned = request.entries.filter((entry) => entry.points !== 0);
  const user =
    earned.length === 0
      ? { points: before.points, level: before.level }
      : awardPoints(
          tx,
          earned.map((entry) => ({ ...entry, userId, day, at })),
          request.pending,
        );
  const unlocked = unlockAchievements(tx, { ...before, ...user }, at);
  if (request.notify) {
    tellProgress(
      tx,
      request.notify,
      userId,
      user.level > before.level ? user.level : null,
      unlocked,
    );
  }
  return { user, lines: [...request.lines, ...progressLines(before.level, user.level, unlocked)] };
}
