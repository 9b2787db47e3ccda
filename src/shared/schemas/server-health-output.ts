import { z } from '../validation.js';
import { count, isoDate } from './common-output.js';

export const storedBackupOutput = z.strictObject({
  name: z.string(),
  createdAt: isoDate,
  files: count,
  missing: count,
  databaseBytes: count,
});

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
    /** The last mail the SMTP server refused or could not take, since the server started. */
    lastError: z.strictObject({ at: isoDate, message: z.string() }).nullable(),
  }),
});
export type ServerHealthDto = z.infer<typeof serverHealthOutput>;
