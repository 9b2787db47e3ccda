import {
  MODERATION,
  MODERATION_ACTIONS,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_TARGETS,
} from '../moderation.js';
import type { ErrorKey } from '../messages.js';
import { z } from '../validation.js';
import { count, isoDate, pageFields, urlPath } from './common-output.js';

const id = z.string().trim().min(1).max(64);

/** A report, as the app and POST /api/reports send it. */
export const reportInput = z.strictObject({
  targetType: z.enum(REPORT_TARGETS),
  targetId: id,
  reason: z.enum(REPORT_REASONS),
  text: z.string().trim().max(MODERATION.textMax).default(''),
});
export type ReportInput = z.input<typeof reportInput>;

export const reportOutput = z
  .strictObject({ _id: z.string(), status: z.literal('open'), createdAt: isoDate })
  .meta({ id: 'Report' });

/** A moderator's reason for a decision: kept in the audit log and shown to the owner. */
const actionReason = z
  .string()
  .trim()
  .min(3, 'moderationReasonShort' satisfies ErrorKey)
  .max(MODERATION.reasonMax);

/** The reason field of the moderation queue and log, before the item it is about is added. */
export const actionReasonForm = z.strictObject({ reason: actionReason });

/** Hide, restore or keep content; the reason is kept in the audit log (and shown to the owner). */
export const contentActionInput = z.strictObject({
  targetType: z.enum(['cat', 'photo', 'checkin']),
  targetId: id,
  reason: actionReason,
});

export const userActionInput = z.strictObject({ userId: id, reason: actionReason });

export const pageInput = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .prefault({});

const person = z.strictObject({ _id: z.string(), name: z.string() });

export const queueItemOutput = z.strictObject({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reportCount: count,
  latestAt: isoDate,
  hidden: z.strictObject({ reason: z.string(), auto: z.boolean() }).nullable(),
  /** What the item is, for the moderator to judge it in context. */
  context: z.strictObject({
    title: z.string(),
    text: z.string(),
    imageUrl: urlPath.nullable(),
    link: z.string().nullable(),
    owner: person.nullable(),
    ownerSuspended: z.boolean(),
  }),
  reports: z.array(
    z.strictObject({
      reason: z.enum(REPORT_REASONS),
      text: z.string(),
      reporter: person,
      createdAt: isoDate,
    }),
  ),
});
export const queueOutput = z.strictObject({ items: z.array(queueItemOutput), ...pageFields });

export const logOutput = z.strictObject({
  entries: z.array(
    z.strictObject({
      _id: z.string(),
      action: z.enum(MODERATION_ACTIONS),
      targetType: z.enum(REPORT_TARGETS),
      targetId: z.string(),
      reason: z.string(),
      actor: person.nullable(),
      createdAt: isoDate,
      /** Whether the item is hidden now (a restore button for moderators). */
      hiddenNow: z.boolean(),
      /** A moderator acted on their own case, allowed only because no one else could. */
      ownCase: z.boolean(),
    }),
  ),
  ...pageFields,
});

export const actionOutput = z.strictObject({ done: z.literal(true), resolvedReports: count });
export { REPORT_OUTCOMES };
