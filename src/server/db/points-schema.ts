import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns.js';
import { checkins, userId } from './core-schema.js';

export const LEDGER_REASONS = ['checkin', 'bonus', 'catRegistered'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * Every award of points. users.points always equals the sum of a user's released rows; pending
 * rows (earned before the address was verified) count only once verification releases them.
 */
export const pointsLedger = sqliteTable(
  'points_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: userId('user_id'),
    points: integer('points').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** e.g. the bonus type for reason 'bonus'. */
    detail: text('detail').notNull().default(''),
    checkinId: text('checkin_id').references(() => checkins.id),
    /** The registered cat's id (kept as text: the cat may be deleted later). */
    catId: text('cat_id'),
    day: text('day').notNull(),
    pending: integer('pending', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  // No index on checkin_id: nothing reads the ledger by check-in, and check-ins are never
  // deleted (the foreign key's check on a delete would want one).
  (t) => [index('points_ledger_user_day_idx').on(t.userId, t.day)],
);

/**
 * Ledger totals per ranking period, kept in the same transaction as the ledger:
 * period is 'all', 'm:2026-11' or 'w:2026-11-16' (the Monday), in the community time zone.
 */
export const pointsTotals = sqliteTable(
  'points_totals',
  {
    period: text('period').notNull(),
    userId: userId('user_id'),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    index('points_totals_rank_idx').on(t.period, t.points),
  ],
);

/**
 * How many points_totals rows hold each (period, points), kept by awardPoints beside the totals:
 * a rank is 1 + the users above a score, summed over a few buckets instead of counted row by row.
 */
export const pointsHistogram = sqliteTable(
  'points_histogram',
  {
    period: text('period').notNull(),
    points: integer('points').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.points] }),
    // Covering: the sums above a score read the index alone.
    index('points_histogram_sum_idx').on(t.period, t.points, t.users),
  ],
);

export const userAchievements = sqliteTable(
  'user_achievements',
  {
    userId: userId('user_id', 'cascade'),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);
