import { z } from 'zod';
import { AVATARS } from '../../shared/avatars.js';
import {
  ACTIONS,
  CAT_STATUS,
  ESTIMATED_AGE,
  GENDER,
  HEALTH,
  LIMITS,
  NEEDS,
  TRAITS,
} from '../../shared/constants.js';
import { BONUS_TYPES } from '../../shared/points.js';

/**
 * What the REST shim answers, as zod schemas: the OpenAPI document is generated from them and the
 * REST tests parse every answer with them (strict objects, so a field added to a DTO without a
 * line here fails a test instead of going undocumented).
 */
export const components = z.registry<{ id: string; description?: string }>();

const date = z.iso.datetime();
const url = z.string().describe('A URL path from the server root, fetchable as is.');

export const geoPoint = z
  .strictObject({
    type: z.literal('Point'),
    coordinates: z
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
      .describe('[longitude, latitude]'),
    address: z.string().max(LIMITS.textMax).optional(),
  })
  .register(components, { id: 'GeoPoint', description: 'A GeoJSON point.' });

export const fieldError = z.strictObject({
  param: z.string().describe('The field, dotted for nested ones (e.g. location.latitude).'),
  msg: z.string().describe("The message, in the caller's language."),
});

export const errorBody = z
  .strictObject({
    msg: z
      .string()
      .describe("What went wrong, in the caller's language (x-lang, else Accept-Language)."),
    errors: z.array(fieldError).optional(),
  })
  .register(components, { id: 'Error' });

export const bonusDetail = z
  .strictObject({ type: z.enum(BONUS_TYPES), message: z.string(), points: z.number().int() })
  .register(components, { id: 'BonusDetail' });

export const achievement = z
  .strictObject({
    id: z.string(),
    icon: z.string(),
    title: z.string(),
    description: z.string(),
    unlockedAt: date,
  })
  .register(components, { id: 'Achievement' });

export const ownUser = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    bio: z.string(),
    profilePicture: url,
    level: z.number().int(),
    points: z.number().int(),
    achievements: z.array(achievement),
    favorites: z.array(z.string()).describe('Ids of the favourite cats, newest first.'),
    notificationSettings: z.strictObject({
      nearbyAlerts: z.boolean(),
      favoriteUpdates: z.boolean(),
      achievementAlerts: z.boolean(),
      radius: z.number().int(),
    }),
    totalCatsHelped: z.number().int(),
    checkInsCount: z.number().int(),
    catsRegistered: z.number().int(),
    isAdmin: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: date,
  })
  .register(components, { id: 'User', description: 'The signed-in user.' });

export const session = z
  .strictObject({ token: z.string().describe('A JWT, valid for 7 days.'), user: ownUser })
  .register(components, { id: 'Session' });

const catShape = {
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  photoUrl: url,
  thumbnailUrl: url,
  additionalPhotos: z.array(url),
  additionalPhotoThumbnails: z.array(url),
  additionalPhotoIds: z.array(z.string()),
  health: z.enum(HEALTH),
  color: z.string(),
  estimatedAge: z.enum(ESTIMATED_AGE),
  gender: z.enum(GENDER),
  isSterilized: z.boolean(),
  isVaccinated: z.boolean(),
  personalityTraits: z.array(z.enum(TRAITS)),
  needs: z.array(z.enum(NEEDS)),
  needsDescription: z.string(),
  location: z
    .strictObject({
      type: z.literal('Point'),
      coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
      address: z.string(),
    })
    .describe(
      'Exact for caretakers (registrar, nearby check-ins, admins); shifted 100–250 m for everybody else.',
    ),
  exactLocation: z.boolean(),
  status: z.enum(CAT_STATUS),
  createdAt: date,
  updatedAt: date,
  lastCheckIn: date.nullable(),
  totalCheckIns: z.number().int(),
  discoveredBy: z.strictObject({ _id: z.string(), name: z.string() }),
  canEdit: z.boolean(),
  isFavorite: z.boolean(),
  distance: z
    .number()
    .int()
    .optional()
    .describe('Metres from the point asked about (only when one was given).'),
};

export const cat = z.strictObject(catShape).register(components, { id: 'Cat' });

export const createdCat = z
  .strictObject({
    ...catShape,
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetail),
  })
  .register(components, { id: 'CreatedCat', description: 'The new cat, with the points earned.' });

export const catList = z
  .strictObject({
    cats: z.array(cat),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(components, { id: 'CatList' });

const author = z.strictObject({ _id: z.string(), name: z.string(), profilePicture: z.string() });
const checkinPhoto = z.strictObject({ url, thumbnailUrl: url });

export const checkIn = z
  .strictObject({
    _id: z.string(),
    user: author,
    cat: z.strictObject({
      _id: z.string().nullable().describe('null when the cat was deleted since.'),
      name: z.string(),
      photoUrl: url.nullable(),
      thumbnailUrl: url.nullable(),
    }),
    actions: z.array(z.enum(ACTIONS)),
    actionsDescription: z.string(),
    healthStatus: z.enum(HEALTH),
    photos: z.array(checkinPhoto),
    needs: z.array(z.enum(NEEDS)),
    needsDescription: z.string(),
    location: z
      .strictObject({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]),
        address: z.string(),
      })
      .optional()
      .describe('Only for its author and admins.'),
    createdAt: date,
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetail),
  })
  .register(components, { id: 'CheckIn' });

export const catPage = z
  .strictObject({ cat, recentCheckIns: z.array(checkIn).describe('The latest 10, newest first.') })
  .register(components, { id: 'CatPage' });

export const checkinCreated = z
  .strictObject({
    checkIn,
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetail),
    user: z
      .strictObject({ points: z.number().int(), level: z.number().int() })
      .describe("The author's totals after this check-in."),
  })
  .register(components, { id: 'CheckInCreated' });

export const checkinList = z
  .strictObject({
    checkIns: z.array(checkIn),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(components, { id: 'CheckInList' });

export const stats = z
  .strictObject({
    totalCheckIns: z.number().int(),
    totalUniqueCats: z.number().int(),
    totalDiscovered: z.number().int(),
    favorites: z.number().int(),
    recentCheckIns: z.number().int().describe('Check-ins in the last 30 days.'),
  })
  .register(components, { id: 'Stats' });

export const profile = z
  .strictObject({
    user: ownUser,
    stats,
    favorites: z.array(cat),
    recentCheckIns: z.array(checkIn),
    totalCheckIns: z.number().int(),
    totalUniqueCats: z.number().int(),
    totalDiscovered: z.number().int(),
    levelProgress: z.strictObject({
      level: z.number().int(),
      current: z.number().int(),
      next: z.number().int(),
      progress: z.number(),
    }),
  })
  .register(components, { id: 'Profile' });

export const rankingEntry = z
  .strictObject({
    rank: z.number().int(),
    _id: z.string(),
    name: z.string(),
    profilePicture: z.string(),
    level: z.number().int(),
    points: z.number().int().describe('Points in the period.'),
    totalCatsHelped: z.number().int(),
  })
  .register(components, { id: 'RankingEntry' });

export const rankingPage = z
  .strictObject({
    ranking: z.array(rankingEntry),
    userRank: z
      .strictObject({ rank: z.number().int(), points: z.number().int() })
      .nullable()
      .describe('The caller in this period; null without points in it.'),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(components, { id: 'Ranking' });

export const favoriteChange = z
  .strictObject({ catId: z.string(), isFavorite: z.boolean() })
  .register(components, { id: 'FavoriteChange' });

export const avatar = z
  .strictObject({
    id: z.enum(AVATARS.map((a) => a.id) as [string, ...string[]]),
    url,
    name: z.string(),
  })
  .register(components, { id: 'Avatar' });

export const verifyAnswer = z
  .strictObject({ valid: z.boolean() })
  .register(components, { id: 'Verify' });

export const catDeleted = z
  .strictObject({ _id: z.string(), deleted: z.literal(true) })
  .register(components, { id: 'CatDeleted' });

export const health = z
  .strictObject({ status: z.literal('ok') })
  .register(components, { id: 'Health' });

export const openApiAnswer = z
  .looseObject({ openapi: z.string() })
  .register(components, { id: 'OpenApiDocument', description: 'This document.' });

export const healthDown = z
  .strictObject({ status: z.literal('error'), msg: z.string() })
  .register(components, { id: 'HealthDown' });
