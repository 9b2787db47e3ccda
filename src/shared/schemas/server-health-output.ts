import { z } from '../validation.js';
import { count, isoDate } from './common-output.js';

export const storedBackupOutput = z.strictObject({
  name: z.string(),
  createdAt: isoDate,
  files: count,
  missing: count,
  databaseBytes: count,
});

/** The off-site copy to a restic repository after each local backup (null: not set up). */
export const offsiteStatusOutput = z.strictObject({
  /** The repository as set, with any user:password@ part left out. */
  repository: z.string(),
  keep: count,
  lastRun: z
    .strictObject({
      finishedAt: isoDate,
      backup: z.string(),
      snapshotId: z.string().nullable(),
      /** Null when the copy and its retention succeeded. */
      error: z.string().nullable(),
    })
    .nullable(),
  lastSuccessAt: isoDate.nullable(),
});
export type OffsiteStatusDto = z.infer<typeof offsiteStatusOutput>;

/** The automatic backups: the settings, the last run and its result, the backups kept. */
export const backupStatusOutput = z.strictObject({
  enabled: z.boolean(),
  dir: z.string(),
  everyHours: count,
  keep: count,
  lastRun: z
    .strictObject({ startedAt: isoDate.nullable(), finishedAt: isoDate.nullable() })
    .nullable(),
  /** The last run's error; null when it succeeded (or none ran yet). */
  lastError: z.string().nullable(),
  nextDueAt: isoDate.nullable(),
  backups: z.array(storedBackupOutput),
  offsite: offsiteStatusOutput.nullable(),
});
export type BackupStatusDto = z.infer<typeof backupStatusOutput>;

/** What the volunteer who keeps the server running needs to see at a glance. */
export const serverHealthOutput = z.strictObject({
  version: z.string(),
  startedAt: isoDate,
  uptimeSeconds: count,
  registrationMode: z.enum(['open', 'invite', 'approval']),
  databaseBytes: count,
  photos: z.strictObject({ files: count, bytes: count }),
  counts: z.strictObject({
    users: count,
    pendingApprovals: count,
    cats: count,
    checkIns: count,
    checkInsLast7Days: count,
  }),
  backups: backupStatusOutput,
  mail: z.strictObject({
    configured: z.boolean(),
    /** Mails in the outbox waiting to be sent (new, or waiting to be tried again). */
    queued: count,
    oldestQueuedAt: isoDate.nullable(),
    /** Mails given up after every try, in the last 7 days. */
    failedLastWeek: count,
    lastSentAt: isoDate.nullable(),
    /** The last failed try of a mail still queued or given up. */
    lastError: z.strictObject({ at: isoDate, message: z.string() }).nullable(),
  }),
});
export type ServerHealthDto = z.infer<typeof serverHealthOutput>;
