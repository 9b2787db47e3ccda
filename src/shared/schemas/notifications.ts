import { LOCALES, NEEDS } from '../constants.js';
import { NOTIFICATION_KINDS } from '../notifications.js';
import { z } from '../validation.js';
import { count, isoDate, pageFields } from './common-output.js';

const id = z.string().trim().min(1).max(64);

export const notificationsInput = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .prefault({});

/** Marks the given notifications read, or all of the caller's when `ids` is left out. */
export const markReadInput = z
  .strictObject({ ids: z.array(id).min(1).max(100).optional() })
  .prefault({});

/** "Minha região": any point; the server keeps it rounded to about 1 km. */
export const regionInput = z.strictObject({
  latitude: z.number({ error: 'regionInvalid' }).min(-90).max(90),
  longitude: z.number({ error: 'regionInvalid' }).min(-180).max(180),
});

/** What a browser's PushSubscription.toJSON() gives, and the device's language. */
export const pushSubscribeInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'pushSubscriptionInvalid' }).max(1000),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret.
      p256dh: z
        .base64url({ error: 'pushSubscriptionInvalid' })
        .length(87, { error: 'pushSubscriptionInvalid' })
        .startsWith('B', { error: 'pushSubscriptionInvalid' }),
      auth: z
        .base64url({ error: 'pushSubscriptionInvalid' })
        .length(22, { error: 'pushSubscriptionInvalid' }),
    },
    { error: 'pushSubscriptionInvalid' },
  ),
  expirationTime: z.number().nullable().optional(),
  locale: z.enum(LOCALES).default('pt-BR'),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInput>;

export const pushEndpointInput = z.strictObject({ endpoint: z.string().min(1).max(1000) });

export const helpInput = z.strictObject({ catId: id });

/** Where to go, typed by the accepter: a landmark or a pin's words, never the stored position. */
const spot = z.string().trim().max(200, { error: 'helpSpotTooLong' });

/** "Aceitar ajuda de Ana": the offer of `userId` on `catId`, with where to go if typed. */
export const helpAcceptInput = z.strictObject({
  catId: id,
  userId: id,
  spot: spot.optional().transform((value) => (value === undefined ? undefined : value || null)),
});

export const notificationOutput = z
  .strictObject({
    _id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    createdAt: isoDate,
    read: z.boolean(),
    catId: z.string().nullable().describe('The cat it is about, when there is one.'),
    userId: z
      .string()
      .nullable()
      .describe('The other person it is about (who asked to care, who is on the way).'),
    userName: z
      .string()
      .nullable()
      .describe('That person’s public name as it was then (for "Aceitar ajuda de Ana").'),
    text: z.string().describe('The notification in the reader’s language.'),
    path: z.string().describe('The page of the app it links to.'),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationOutput>;

export const notificationListOutput = z
  .strictObject({ notifications: z.array(notificationOutput), unread: count, ...pageFields })
  .meta({ id: 'NotificationPage' });

export const unreadOutput = z.strictObject({ unread: count }).meta({ id: 'UnreadCount' });

export const regionOutput = z.strictObject({
  region: z.strictObject({ latitude: z.number(), longitude: z.number() }).nullable(),
});

/**
 * What a helper on the way needs to act, for the people whose claim on the cat was accepted only:
 * who reported the emergency, their note and the needs, the WhatsApp number the reporter chose to
 * share (null when they share none) and where to go as the accepter typed it.
 */
export const helpBriefOutput = z
  .strictObject({
    reporter: z.strictObject({ _id: z.string(), name: z.string() }),
    note: z.string(),
    needs: z.array(z.enum(NEEDS)),
    needsDescription: z.string(),
    whatsapp: z.string().nullable(),
    spot: z.string().nullable().describe('Where to go, as the person who accepted typed it.'),
  })
  .meta({ id: 'HelpBrief' });
export type HelpBrief = z.output<typeof helpBriefOutput>;

export const helperOutput = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    since: isoDate,
    accepted: z
      .boolean()
      .describe(
        'Accepted by one of the cat’s carers or its reporter (on the way); false: an offer waiting for them.',
      ),
  })
  .meta({ id: 'Helper' });
export const helpersOutput = z
  .strictObject({ helpers: z.array(helperOutput) })
  .meta({ id: 'Helpers' });

/** The help panel for the caller: their own claim, and the open ones for those who may accept. */
export const helpStateOutput = z.strictObject({
  mine: z.enum(['none', 'offered', 'accepted']),
  canAccept: z.boolean(),
  claims: z.array(helperOutput.extend({ spot: z.string().nullable() })),
});
export type HelpState = z.output<typeof helpStateOutput>;
