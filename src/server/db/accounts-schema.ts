import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema.js';

const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * Invite codes (registration mode `invite`). Only a SHA-256 of the code is kept: the code is shown
 * once, to the admin who creates it; `hint` (its first characters) tells codes apart in the list.
 */
export const inviteCodes = sqliteTable(
  'invite_codes',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    hint: text('hint').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at').notNull(),
    revokedAt: timestamp('revoked_at'),
    /** Null when made by the admin command. */
    createdById: text('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at')
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('invite_codes_hash_unique').on(t.codeHash)],
);

export type InviteCode = typeof inviteCodes.$inferSelect;
