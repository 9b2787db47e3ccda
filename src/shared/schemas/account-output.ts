import { NOTIFICATION_KINDS } from '../notifications.js';
import { HEALTH } from '../constants.js';
import { z } from '../validation.js';
import { catOutput } from './cats-output.js';
import { checkinOutput } from './checkins-output.js';
import { exportedTnrOutput } from './tnr-output.js';
import { exportedHealthOutput } from './health-record-output.js';
import { count, geoPointOutput, isoDate, urlPath } from './common-output.js';
import { achievementOutput, notificationSettingsOutput, ownUserOutput } from './users-output.js';

export const deleteAccountOutput = z.strictObject({
  deleted: z.literal(true),
  deletedAt: isoDate,
});

const exportedAccount = ownUserOutput
  .pick({
    _id: true,
    name: true,
    bio: true,
    profilePicture: true,
    hasPassword: true,
    points: true,
    level: true,
    checkInsCount: true,
    totalCatsHelped: true,
    catsRegistered: true,
    createdAt: true,
  })
  .extend({
    email: z.string().nullable(),
    googleId: z.string().nullable(),
    /** The WhatsApp number shared with helpers of one's emergencies; null: not shared. */
    whatsapp: z.string().nullable(),
    vetVisits: count,
    neuterings: count,
    emergencyCheckIns: count,
    currentStreak: count,
    bestStreak: count,
    lastCheckInDay: z.string().nullable(),
    updatedAt: isoDate,
  });

// The exact position and the photos as plain URLs: the user's own check-ins and cats.
const exportedCheckin = checkinOutput
  .pick({
    _id: true,
    actions: true,
    actionsDescription: true,
    healthStatus: true,
    needs: true,
    needsDescription: true,
    pointsEarned: true,
    bonusDetails: true,
    createdAt: true,
  })
  .extend({
    cat: z.strictObject({ _id: z.string().nullable(), name: z.string() }),
    previousHealth: z.enum(HEALTH),
    location: geoPointOutput,
    distance: count,
    photos: z.array(urlPath),
  });

const exportedCat = catOutput
  .pick({
    _id: true,
    name: true,
    description: true,
    health: true,
    color: true,
    estimatedAge: true,
    gender: true,
    isSterilized: true,
    isVaccinated: true,
    personalityTraits: true,
    needs: true,
    needsDescription: true,
    location: true,
    status: true,
    totalCheckIns: true,
    lastCheckIn: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ photos: z.array(urlPath) });

/** Everything Gateiros holds about the caller, as one JSON document. */
export const dataExportOutput = z.strictObject({
  format: z.literal('gateiros-export'),
  formatVersion: count,
  appVersion: z.string(),
  exportedAt: isoDate,
  account: exportedAccount,
  notificationSettings: notificationSettingsOutput,
  favorites: z.array(z.strictObject({ catId: z.string(), name: z.string(), createdAt: isoDate })),
  /** The caller's requests to care for cats, with their latest decision. */
  carerRequests: z.array(
    z.strictObject({
      catId: z.string(),
      catName: z.string(),
      status: z.enum(['pending', 'approved', 'declined', 'revoked']),
      message: z.string(),
      requestedAt: isoDate,
      decidedAt: isoDate.nullable(),
    }),
  ),
  colonies: z.array(
    z.strictObject({
      colonyId: z.string(),
      name: z.string(),
      role: z.enum(['coordinator', 'carer']),
      status: z.enum(['pending', 'approved']),
      requestedAt: isoDate,
    }),
  ),
  ...exportedTnrOutput,
  ...exportedHealthOutput,
  /** "Minha região" as stored (rounded), the devices that get pushes, and the notifications. */
  alertRegion: z.strictObject({ latitude: z.number(), longitude: z.number() }).nullable(),
  pushDevices: z.array(z.strictObject({ endpointHost: z.string(), createdAt: isoDate })),
  notifications: z.array(
    z.strictObject({
      kind: z.enum(NOTIFICATION_KINDS),
      text: z.string(),
      catId: z.string().nullable(),
      createdAt: isoDate,
      read: z.boolean(),
    }),
  ),
  helpClaims: z.array(
    z.strictObject({
      catId: z.string(),
      createdAt: isoDate,
      endedAt: isoDate.nullable(),
      endReason: z.string().nullable(),
    }),
  ),
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
