import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TnrStep } from '../../shared/tnr.js';
import { cats, users } from './core-schema.js';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** A dated TNR step of a cat (capture, clinic, neutering, return…) and who recorded it. */
export const tnrSteps = sqliteTable(
  'tnr_steps',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    step: text('step').$type<TnrStep>().notNull(),
    /** The clinic, the vaccine, the FIV/FeLV result or the chip number; '' for other steps. */
    detail: text('detail').notNull().default(''),
    /** The day it happened, 'YYYY-MM-DD' in the community time zone. */
    doneOn: text('done_on').notNull(),
    recordedById: text('recorded_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('tnr_steps_cat_idx').on(t.catId, t.doneOn)],
);

/** When an adopted cat was adopted, with a note (never the adopter's personal data). */
export const catAdoptions = sqliteTable('cat_adoptions', {
  catId: text('cat_id')
    .primaryKey()
    .references(() => cats.id, { onDelete: 'cascade' }),
  adoptedOn: text('adopted_on').notNull(),
  note: text('note').notNull().default(''),
  recordedById: text('recorded_by_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export type TnrStepRow = typeof tnrSteps.$inferSelect;
