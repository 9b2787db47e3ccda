import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { BonusLine } from '../../shared/points.js';
import type { FeedingSkip } from '../../shared/schemas/colony-feeding.js';
import { colonies } from './colonies-schema.js';
import { users } from './core-schema.js';

const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * A weekly feeding shift of a colony: a day of the week (Monday = 0) and a window [start, end) in
 * minutes of the community's local day. Whether an occurrence was done is read from check-ins.
 */
export const rotaShifts = sqliteTable(
  'rota_shifts',
  {
    id: text('id').primaryKey(),
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at').notNull(),
    /** Removed by a coordinator: off the rota, its judged occurrences kept for history. */
    removedAt: timestamp('removed_at'),
  },
  (t) => [index('rota_shifts_colony_idx').on(t.colonyId, t.weekday, t.startMinute)],
);

/** Who signed up for a shift (at most ROTA.carersPerShift). */
export const rotaSignups = sqliteTable(
  'rota_signups',
  {
    shiftId: text('shift_id')
      .notNull()
      .references(() => rotaShifts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedAt: timestamp('signed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shiftId, t.userId] }),
    index('rota_signups_user_idx').on(t.userId),
  ],
);

/**
 * An occurrence the alert sweep has judged (the local day of the shift): written once, final and
 * kept, so its carers are told of a miss exactly once and the week view, history and impact
 * report show what was judged, whoever joins or leaves the colony later.
 */
export const rotaOutcomes = sqliteTable(
  'rota_outcomes',
  {
    shiftId: text('shift_id')
      .notNull()
      .references(() => rotaShifts.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    missed: integer('missed', { mode: 'boolean' }).notNull(),
    judgedAt: timestamp('judged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.day] })],
);

/**
 * A colony's feeding limit (hours without a feeding before all members are told; no row means the
 * default) and the unfed spell already alerted: the instant it started from, so one spell is told
 * once and a new feeding starts a new one.
 */
export const colonyFeeding = sqliteTable('colony_feeding', {
  colonyId: text('colony_id')
    .primaryKey()
    .references(() => colonies.id, { onDelete: 'cascade' }),
  limitHours: integer('limit_hours').notNull(),
  unfedAlertedSince: timestamp('unfed_alerted_since'),
  updatedAt: timestamp('updated_at').notNull(),
});

export type RotaShift = typeof rotaShifts.$inferSelect;

/** One cat of a colony feeding, as answered: fed (its check-in) or skipped (why). */
export interface FeedingCatRecord {
  catId: string;
  catName: string | null;
  checkinId: string | null;
  skipped: FeedingSkip | null;
  pointsEarned: number;
  bonusDetails: BonusLine[];
}

/**
 * "Alimentei a colônia": one member's feeding of a colony, recorded as one 'Alimentou' check-in
 * per ticked cat in one transaction. The per-cat outcome is kept so that the outbox's resend
 * (the same client id, services/client-writes.ts) answers what the first send got.
 */
export const colonyFeedings = sqliteTable(
  'colony_feedings',
  {
    id: text('id').primaryKey(),
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    madeAt: timestamp('made_at').notNull(),
    cats: text('cats', { mode: 'json' }).$type<FeedingCatRecord[]>().notNull(),
    /**
     * "Outros gatos vistos (sem cadastro)": the other cats the feeder counted, for the colony
     * census (services/census/). Null when not answered: the feeding is then no census occasion.
     */
    otherCats: integer('other_cats'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('colony_feedings_colony_idx').on(t.colonyId, t.madeAt)],
);
