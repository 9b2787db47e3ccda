import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { colonies } from './colonies-schema.js';
import { cats } from './core-schema.js';

const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * A colony's "Gatos sumidos" setting: the days a cat may go unseen before its coordinators are
 * told (no row means UNSEEN.defaultDays).
 */
export const colonyUnseenDays = sqliteTable('colony_unseen_days', {
  colonyId: text('colony_id')
    .primaryKey()
    .references(() => colonies.id, { onDelete: 'cascade' }),
  days: integer('days').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

/**
 * A colony cat its coordinators were told is unseen, with the instant its unseen spell counts
 * from (its last sighting, or its arrival in the colony if later): one spell is told once. The
 * row goes when the cat is seen again, so a later disappearance is told again.
 */
export const unseenCatAlerts = sqliteTable(
  'unseen_cat_alerts',
  {
    catId: text('cat_id')
      .primaryKey()
      .references(() => cats.id, { onDelete: 'cascade' }),
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    since: timestamp('since').notNull(),
    alertedAt: timestamp('alerted_at').notNull(),
  },
  (t) => [index('unseen_cat_alerts_colony_idx').on(t.colonyId)],
);
