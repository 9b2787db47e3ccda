import { ACTIONS, CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH, NEEDS, TRAITS } from '../constants.js';
import { z } from '../validation.js';
import { bonusDetailOutput, count, geoPointOutput, isoDate, urlPath } from './common-output.js';
import { achievementOutput, notificationSettingsOutput } from './users-output.js';

export const deleteAccountOutput = z.strictObject({
  deleted: z.literal(true),
  deletedAt: isoDate,
});

const exportedAccount = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  bio: z.string(),
  profilePicture: z.string(),
  googleId: z.string().nullable(),
  hasPassword: z.boolean(),
  points: count,
  level: count,
  checkInsCount: count,
  totalCatsHelped: count,
  catsRegistered: count,
  vetVisits: count,
  neuterings: count,
  emergencyCheckIns: count,
  currentStreak: count,
  bestStreak: count,
  lastCheckInDay: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const exportedCheckin = z.strictObject({
  _id: z.string(),
  cat: z.strictObject({ _id: z.string().nullable(), name: z.string() }),
  actions: z.array(z.enum(ACTIONS)),
  actionsDescription: z.string(),
  healthStatus: z.enum(HEALTH),
  previousHealth: z.enum(HEALTH),
  needs: z.array(z.enum(NEEDS)),
  needsDescription: z.string(),
  location: geoPointOutput,
  distance: count,
  pointsEarned: z.number().int(),
  bonusDetails: z.array(bonusDetailOutput),
  photos: z.array(urlPath),
  createdAt: isoDate,
});

const exportedCat = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  health: z.enum(HEALTH),
  color: z.string(),
  estimatedAge: z.enum(ESTIMATED_AGE),
  gender: z.enum(GENDER),
  isSterilized: z.boolean(),
  isVaccinated: z.boolean(),
  personalityTraits: z.array(z.enum(TRAITS)),
  needs: z.array(z.enum(NEEDS)),
  needsDescription: z.string(),
  location: geoPointOutput,
  status: z.enum(CAT_STATUS),
  photos: z.array(urlPath),
  totalCheckIns: count,
  lastCheckIn: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** Everything Gateiros holds about the caller, as one JSON document. */
export const dataExportOutput = z.strictObject({
  format: z.literal('gateiros-export'),
  formatVersion: count,
  appVersion: z.string(),
  exportedAt: isoDate,
  account: exportedAccount,
  notificationSettings: notificationSettingsOutput,
  favorites: z.array(z.strictObject({ catId: z.string(), name: z.string(), createdAt: isoDate })),
  checkIns: z.array(exportedCheckin),
  catsRegistered: z.array(exportedCat),
  points: z.array(
    z.strictObject({
      points: z.number().int(),
      reason: z.string(),
      detail: z.string(),
      checkinId: z.string().nullable(),
      catId: z.string().nullable(),
      day: z.string(),
      createdAt: isoDate,
    }),
  ),
  achievements: z.array(achievementOutput),
});
export type DataExport = z.infer<typeof dataExportOutput>;
