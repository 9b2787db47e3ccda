import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cats, users } from './core-schema.js';

const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * A treatment round of a cat (docs/treatments.md): a medicine and its dose every `everyHours`
 * hours from `startMinute` of `startDay` (community time), for `days` days or, when null, until
 * someone ends it. Its doses follow from these fields (shared/treatments.ts).
 */
export const treatments = sqliteTable(
  'treatments',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    medicine: text('medicine').notNull(),
    dose: text('dose').notNull(),
    everyHours: integer('every_hours').notNull(),
    startDay: text('start_day').notNull(),
    startMinute: integer('start_minute').notNull(),
    days: integer('days'),
    startedById: text('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at').notNull(),
    endedAt: timestamp('ended_at'),
    endedById: text('ended_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('treatments_cat_idx').on(t.catId, t.createdAt)],
);

/**
 * A dose of a round that someone took ("Eu dou amanhã"), gave ("Medicou") or the alert sweep
 * judged: a row exists only for those. `dueToldAt` makes the reminder at the dose's time once,
 * `takerToldAt` and `carersToldAt` each missed-dose notice.
 */
export const treatmentDoses = sqliteTable(
  'treatment_doses',
  {
    treatmentId: text('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at').notNull(),
    takenById: text('taken_by_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at'),
    givenById: text('given_by_id').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at'),
    dueToldAt: timestamp('due_told_at'),
    takerToldAt: timestamp('taker_told_at'),
    carersToldAt: timestamp('carers_told_at'),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentId, t.dueAt] }),
    index('treatment_doses_taken_by_idx').on(t.takenById),
  ],
);

export type Treatment = typeof treatments.$inferSelect;
export type TreatmentDose = typeof treatmentDoses.$inferSelect;
