import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { users } from './core-schema.js';

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

/**
 * Signed-in sessions: every token names one (its `sid`), and a token whose row is gone is
 * refused. "Sair" deletes the row; "Sair de todos os aparelhos" deletes all of the account's.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Devices that signed in to an account (OWASP device cookies): only a SHA-256 of the device
 * cookie is kept. A correct password from one of them is never refused by the login limits.
 */
export const trustedDevices = sqliteTable(
  'trusted_devices',
  {
    deviceHash: text('device_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull(),
    lastUsedAt: timestamp('last_used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.userId] }),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

/**
 * The first-run setup link (services/setup.ts): while no admin exists, each start makes a new one
 * and this table holds its SHA-256 alone (one row: a new link kills the one before), valid 24 h.
 */
export const setupTokens = sqliteTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: timestamp('created_at').notNull(),
});
