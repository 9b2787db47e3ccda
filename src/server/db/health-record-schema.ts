import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { Diagnosis, HealthKind, Vaccine } from '../../shared/health-record.js';
import { createdAt, updatedAt } from './columns.js';
import { cats, users } from './core-schema.js';

/**
 * A dated entry of a cat's health record (docs/health-record.md): read and written by its carers
 * only. The author stays when their account is deleted (the row then names "Usuário removido").
 */
export const healthEntries = sqliteTable(
  'health_entries',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HealthKind>().notNull(),
    /** Which vaccine (a vaccine entry), else null. */
    vaccine: text('vaccine').$type<Vaccine>(),
    /** Which diagnosis (a diagnosis entry), else null. */
    diagnosis: text('diagnosis').$type<Diagnosis>(),
    /** The day it happened, 'YYYY-MM-DD' in the community time zone. */
    doneOn: text('done_on').notNull(),
    note: text('note').notNull().default(''),
    /** When the next one is due (a booster, the next deworming), or null. */
    dueOn: text('due_on'),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('health_entries_cat_idx').on(t.catId, t.doneOn),
    index('health_entries_author_idx').on(t.authorId),
  ],
);

/**
 * The photo of an entry's prescription or receipt: stored like a check-in's (lib/photos.ts), never
 * served from /uploads/ (plugins/files.ts), without a perceptual hash (no proof rules apply).
 */
export const healthEntryPhotos = sqliteTable(
  'health_entry_photos',
  {
    entryId: text('entry_id')
      .primaryKey()
      .references(() => healthEntries.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  // Every /uploads/ request asks whether its file is one of these (plugins/files.ts).
  (t) => [uniqueIndex('health_entry_photos_file_unique').on(t.file)],
);

/**
 * The due dates the cat's carers were told of (services/health-due-alerts.ts): one notice per
 * entry and due day, so a rerun or a restart tells nothing twice, while a changed due day (or a
 * new entry) is told again. Goes with its entry.
 */
export const healthDueNotices = sqliteTable(
  'health_due_notices',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => healthEntries.id, { onDelete: 'cascade' }),
    dueOn: text('due_on').notNull(),
    toldAt: integer('told_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.dueOn] })],
);

export type HealthEntryRow = typeof healthEntries.$inferSelect;
