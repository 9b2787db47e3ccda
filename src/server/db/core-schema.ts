import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type {
  Action,
  CatStatus,
  EstimatedAge,
  Gender,
  Health,
  Need,
  Trait,
} from '../../shared/constants.js';
import type { AccountStatus } from '../../shared/accounts.js';
import type { BonusLine } from '../../shared/points.js';
import { createdAt, jsonList, photoColumns, timestamp, updatedAt } from './columns.js';

/**
 * A required reference to a user (a deleted account keeps its row, anonymised). Exported for the
 * points and carer tables.
 */
export const userId = (name: string, onDelete?: 'cascade') =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete });

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; null once the account is deleted. */
    email: text('email'),
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    profilePicture: text('profile_picture').notNull().default(''),
    /**
     * A WhatsApp number the person chose to share with whoever is on the way to an emergency they
     * reported ("+" and digits); null (the default): not shared.
     */
    whatsapp: text('whatsapp'),
    points: integer('points').notNull().default(0),
    level: integer('level').notNull().default(1),
    checkInsCount: integer('check_ins_count').notNull().default(0),
    /** Check-ins that earned points: what the check-in achievements count (a flood earns none). */
    earningCheckIns: integer('earning_check_ins').notNull().default(0),
    totalCatsHelped: integer('total_cats_helped').notNull().default(0),
    catsRegistered: integer('cats_registered').notNull().default(0),
    vetVisits: integer('vet_visits').notNull().default(0),
    neuterings: integer('neuterings').notNull().default(0),
    emergencyCheckIns: integer('emergency_check_ins').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    lastCheckInDay: text('last_check_in_day'),
    nearbyAlerts: integer('nearby_alerts', { mode: 'boolean' }).notNull().default(true),
    favoriteUpdates: integer('favorite_updates', { mode: 'boolean' }).notNull().default(true),
    achievementAlerts: integer('achievement_alerts', { mode: 'boolean' }).notNull().default(true),
    notificationRadius: integer('notification_radius').notNull().default(5000),
    /** Bumped on password reset and deletion: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    isModerator: integer('is_moderator', { mode: 'boolean' }).notNull().default(false),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    /** When the person proved the address (a mailed link); null: not yet (see mail/verification). */
    emailVerifiedAt: timestamp('email_verified_at'),
    deletedAt: timestamp('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    // Whether an admin exists, asked at every start (the setup link): without it, a scan of
    // every account.
    index('users_is_admin_idx').on(t.isAdmin),
    // No index on points: nothing reads users by points (the ranking reads points_totals), and
    // every award moved the user's entry in it.
  ],
);

export const cats = sqliteTable(
  'cats',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    health: text('health').$type<Health>().notNull().default('Regular'),
    color: text('color').notNull().default(''),
    estimatedAge: text('estimated_age').$type<EstimatedAge>().notNull().default('Desconhecido'),
    gender: text('gender').$type<Gender>().notNull().default('Desconhecido'),
    isSterilized: integer('is_sterilized', { mode: 'boolean' }).notNull().default(false),
    isVaccinated: integer('is_vaccinated', { mode: 'boolean' }).notNull().default(false),
    personalityTraits: jsonList<Trait>('personality_traits'),
    needs: jsonList<Need>('needs'),
    needsDescription: text('needs_description').notNull().default(''),
    /** Exact position: only caretakers and admins ever see it. */
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    /** Position shifted 100–250 m, what everybody else sees. */
    publicLat: real('public_lat').notNull(),
    publicLng: real('public_lng').notNull(),
    /** Grid cells of the two positions, for nearest-first search (services/geo-search.ts). */
    cell: integer('cell').notNull(),
    publicCell: integer('public_cell').notNull(),
    address: text('address').notNull().default(''),
    status: text('status').$type<CatStatus>().notNull().default('Ativo'),
    lastCheckIn: timestamp('last_check_in'),
    totalCheckIns: integer('total_check_ins').notNull().default(0),
    discoveredById: userId('discovered_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Covering the grid search: the cell scan reads positions without touching the table.
    index('cats_cell_idx').on(t.status, t.cell, t.lat, t.lng, t.id),
    index('cats_public_cell_idx').on(t.status, t.publicCell, t.publicLat, t.publicLng, t.id),
    index('cats_status_updated_idx').on(t.status, t.updatedAt),
    // Also counts the cats a person registered in the last day (services/write-limits.ts).
    index('cats_discovered_by_created_idx').on(t.discoveredById, t.createdAt),
  ],
);

/** position 0 is the main photo, 1..5 the additional ones. */
export const catPhotos = sqliteTable(
  'cat_photos',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [uniqueIndex('cat_photos_cat_position_unique').on(t.catId, t.position)],
);

export const checkins = sqliteTable(
  'checkins',
  {
    id: text('id').primaryKey(),
    userId: userId('user_id'),
    /** Null once the cat is deleted; the check-in stays in the history with its name. */
    catId: text('cat_id').references(() => cats.id, { onDelete: 'set null' }),
    catName: text('cat_name').notNull(),
    actions: text('actions', { mode: 'json' }).$type<Action[]>().notNull(),
    actionsDescription: text('actions_description').notNull().default(''),
    healthStatus: text('health_status').$type<Health>().notNull(),
    /** The cat's health before this check-in. */
    previousHealth: text('previous_health').$type<Health>().notNull(),
    needs: jsonList<Need>('needs'),
    needsDescription: text('needs_description').notNull().default(''),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    address: text('address').notNull().default(''),
    /**
     * Metres between the user and the cat's position they could see at check-in time (exact for
     * its carers and admins, public for everybody else): what `tooFar` was judged by.
     */
    distance: real('distance').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** Stored without messages: they are written in each reader's language when read. */
    bonusDetails: text('bonus_details', { mode: 'json' })
      .$type<BonusLine[]>()
      .notNull()
      .default(sql`'[]'`),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkins_user_created_idx').on(t.userId, t.createdAt),
    index('checkins_cat_created_idx').on(t.catId, t.createdAt),
    index('checkins_user_cat_created_idx').on(t.userId, t.catId, t.createdAt),
  ],
);

export const checkinPhotos = sqliteTable(
  'checkin_photos',
  {
    id: text('id').primaryKey(),
    checkinId: text('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (t) => [uniqueIndex('checkin_photos_checkin_position_unique').on(t.checkinId, t.position)],
);

export const favorites = sqliteTable(
  'favorites',
  {
    userId: userId('user_id', 'cascade'),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.catId] }), index('favorites_cat_idx').on(t.catId)],
);

/**
 * How many cats there are per (status, health, gender, age): the map list's exact `total` for any
 * filter is a sum over these few rows. Kept by code (services/cat-counts.ts, moveCatCount) in the
 * transaction of every insert, delete and change of those fields of `cats`.
 */
export const catCounts = sqliteTable(
  'cat_counts',
  {
    status: text('status').$type<CatStatus>().notNull(),
    health: text('health').$type<Health>().notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    estimatedAge: text('estimated_age').$type<EstimatedAge>().notNull(),
    cats: integer('cats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.health, t.gender, t.estimatedAge] })],
);

export type User = typeof users.$inferSelect;
export type Cat = typeof cats.$inferSelect;
export type Checkin = typeof checkins.$inferSelect;
