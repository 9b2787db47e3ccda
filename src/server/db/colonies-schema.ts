import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ColonyRole, MemberStatus, MembershipEnd } from '../../shared/colonies.js';
import { cats, users } from './core-schema.js';

const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

/**
 * A named group of cats cared for together. Of the point its creator gave only the public point
 * of its privacy cell is kept (services/privacy.ts): the colony's public area until it has cats,
 * then the cells of its cats. The cats' own positions stay with the cats.
 */
export const colonies = sqliteTable('colonies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  publicLat: real('public_lat').notNull(),
  publicLng: real('public_lng').notNull(),
  createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at').notNull(),
});

/** Coordinators and carers; a request to join waits ('pending') for a coordinator. */
export const colonyMembers = sqliteTable(
  'colony_members',
  {
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ColonyRole>().notNull(),
    status: text('status').$type<MemberStatus>().notNull(),
    requestedAt: timestamp('requested_at').notNull(),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.colonyId, t.userId] }),
    // Covering: a signed-in request reads its caller's colonies from the index alone.
    index('colony_members_user_status_idx').on(t.userId, t.status, t.colonyId),
  ],
);

/**
 * Each spell of approved membership, kept after it ends: from approval (or creating the colony)
 * to leaving or removal. Rota shifts are judged by membership at the time of the feeding, and a
 * removal holds the person back from asking to join again for COLONY.rejoinAfterDays.
 */
export const colonyMemberPeriods = sqliteTable(
  'colony_member_periods',
  {
    id: text('id').primaryKey(),
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at').notNull(),
    /** Null while the person is a member. */
    leftAt: timestamp('left_at'),
    endedBy: text('ended_by').$type<MembershipEnd>(),
    removedById: text('removed_by_id').references(() => users.id, { onDelete: 'set null' }),
    removalReason: text('removal_reason'),
  },
  (t) => [index('colony_member_periods_colony_user_idx').on(t.colonyId, t.userId, t.joinedAt)],
);

/** A cat belongs to at most one colony (the primary key). */
export const colonyCats = sqliteTable(
  'colony_cats',
  {
    catId: text('cat_id')
      .primaryKey()
      .references(() => cats.id, { onDelete: 'cascade' }),
    colonyId: text('colony_id')
      .notNull()
      .references(() => colonies.id, { onDelete: 'cascade' }),
    addedById: text('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at').notNull(),
  },
  (t) => [index('colony_cats_colony_idx').on(t.colonyId, t.catId)],
);

export type Colony = typeof colonies.$inferSelect;
export type ColonyMember = typeof colonyMembers.$inferSelect;
export type ColonyMemberPeriod = typeof colonyMemberPeriods.$inferSelect;
