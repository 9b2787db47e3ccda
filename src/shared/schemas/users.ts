import { AVATARS } from '../avatars.js';
import { LIMITS } from '../constants.js';
import { requiredString, z } from '../validation.js';

/**
 * The typed fields of a profile edit (the `data` field of its FormData; the picture travels as the
 * `profilePicture` part). A name, when sent, must not be blank.
 */
export const updateProfileInput = z.strictObject({
  name: requiredString('nameRequired', LIMITS.nameMax).optional(),
  bio: z.string().trim().max(LIMITS.bioMax).optional(),
});

/** The settings' radius slider goes from 1000 to 10000 m in steps of 1000. */
const radius = z
  .number()
  .int('notificationRadiusInvalid')
  .min(LIMITS.notificationRadiusMin, 'notificationRadiusInvalid')
  .max(LIMITS.notificationRadiusMax, 'notificationRadiusInvalid')
  .multipleOf(LIMITS.notificationRadiusStep, 'notificationRadiusInvalid');

/** Only the settings sent change. */
export const notificationSettingsInput = z.strictObject({
  nearbyAlerts: z.boolean().optional(),
  favoriteUpdates: z.boolean().optional(),
  achievementAlerts: z.boolean().optional(),
  radius: radius.optional(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;

const AVATAR_IDS = AVATARS.map((a) => a.id) as [
  (typeof AVATARS)[number]['id'],
  ...(typeof AVATARS)[number]['id'][],
];

export const setAvatarInput = z.strictObject({
  avatarId: z.enum(AVATAR_IDS, { error: 'avatarUnknown' }),
});
export type SetAvatarInput = z.input<typeof setAvatarInput>;

/**
 * A WhatsApp number the person shares with whoever is on the way to an emergency they reported:
 * "+", the country code and the number (10 to 15 digits; spaces, dots, dashes and brackets are
 * dropped). Empty: not shared (the default).
 */
export const whatsappNumber = z
  .string()
  .trim()
  .max(30, 'whatsappInvalid')
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => value === '' || /^\+[1-9]\d{9,14}$/.test(value), 'whatsappInvalid');

export const setContactInput = z.strictObject({ whatsapp: whatsappNumber });
export type SetContactInput = z.input<typeof setContactInput>;

export const publicProfileInput = z.object({ userId: z.string().trim().min(1).max(64) });

/** Deleting an account needs an explicit `confirm: true` (the settings screen asks first). */
export const deleteAccountInput = z.strictObject({
  confirm: z.literal(true, { error: 'deleteConfirmRequired' }),
});
