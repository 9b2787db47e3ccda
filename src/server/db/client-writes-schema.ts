import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { BonusLine } from '../../shared/points.js';
import { users } from './core-schema.js';

export const CLIENT_WRITE_KINDS = ['checkin', 'cat', 'colonyFeeding', 'dose'] as const;
export type ClientWriteKind = (typeof CLIENT_WRITE_KINDS)[number];

/**
 * Writes sent with a client id (the phone's outbox): one row per user and id, in the transaction
 * of the write, so a repeated send answers what the first one got instead of storing again.
 */
export const clientWrites = sqliteTable(
  'client_writes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<ClientWriteKind>().notNull(),
    /** sha256 of the validated fields and the photos' bytes (services/client-writes.ts). */
    bodyHash: text('body_hash').notNull(),
    /** The check-in's, the cat's, the colony feeding's id, or the dose's treatment id and time. */
    entityId: text('entity_id').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    bonusDetails: text('bonus_details', { mode: 'json' }).$type<BonusLine[]>().notNull(),
    /** The author's totals in the first answer. */
    userPoints: integer('user_points').notNull(),
    userLevel: integer('user_level').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);
