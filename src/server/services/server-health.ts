import { existsSync } from 'node:fs';
import { appVersion, shownVersion } from '../lib/version.js';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type {
  BackupStatusDto,
  ServerHealthDto,
} from '../../shared/schemas/server-health-output.js';
import { BACKUP_TASK, listBackups, offsiteStatus } from '../backups.js';
import type { Context } from '../context.js';
import { cats, checkins, users } from '../db/schema.js';
import { taskStatus } from '../jobs/scheduler.js';
import { backupDir } from '../settings.js';

const DAY = 24 * 60 * 60 * 1000;
const startedAt = new Date(Date.now() - process.uptime() * 1000);

/** The automatic backups as admins see them: settings, last run, the backups kept. */
export async function backupStatus(
  ctx: Pick<Context, 'db' | 'settings'>,
): Promise<BackupStatusDto> {
  const { settings } = ctx;
  const dir = backupDir(settings);
  const enabled = settings.BACKUP_EVERY_HOURS > 0 && settings.DATABASE_PATH !== ':memory:';
  const run = taskStatus(ctx.db, BACKUP_TASK);
  const nextDue =
    enabled && run?.lastDueAt
      ? new Date(run.lastDueAt.getTime() + settings.BACKUP_EVERY_HOURS * 60 * 60 * 1000)
      : null;
  return {
    enabled,
    dir,
    everyHours: settings.BACKUP_EVERY_HOURS,
    keep: settings.BACKUP_KEEP,
    lastRun: run
      ? {
          startedAt: run.lastStartedAt?.toISOString() ?? null,
          finishedAt: run.lastFinishedAt?.toISOString() ?? null,
        }
      : null,
    lastError: run?.lastError ?? null,
    nextDueAt: nextDue?.toISOString() ?? null,
    offsite: offsiteStatus(ctx.db, settings),
    backups: (await listBackups(dir)).map(({ name, createdAt, files, missing, databaseBytes }) => ({
      name,
      createdAt,
      files,
      missing,
      databaseBytes,
    })),
  };
}

async function fileBytes(file: string): Promise<number> {
  return (await stat(file).catch(() => null))?.size ?? 0;
}

/** Photo files and their bytes: a walk of the uploads folder (an admin's page, not a hot path). */
async function photoUsage(dir: string) {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += await fileBytes(path.join(entry.parentPath, entry.name));
  }
  return { files, bytes };
}

export async function serverHealth(ctx: Context): Promise<ServerHealthDto> {
  const { db, settings } = ctx;
  const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const weekAgo = new Date(ctx.clock.now().getTime() - 7 * DAY);
  const database =
    settings.DATABASE_PATH === ':memory:'
      ? 0
      : (await fileBytes(settings.DATABASE_PATH)) +
        (await fileBytes(`${settings.DATABASE_PATH}-wal`));
  return {
    version: shownVersion(appVersion(settings)),
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    registrationMode: settings.REGISTRATION_MODE,
    databaseBytes: database,
    photos: await photoUsage(settings.UPLOADS_DIR),
    counts: {
      users: total(
        db
          .select({ n: count() })
          .from(users)
          .where(and(isNull(users.deletedAt), eq(users.status, 'active')))
          .all(),
      ),
      pendingApprovals: total(
        db
          .select({ n: count() })
          .from(users)
          .where(and(isNull(users.deletedAt), eq(users.status, 'pending')))
          .all(),
      ),
      cats: total(db.select({ n: count() }).from(cats).all()),
      checkIns: total(db.select({ n: count() }).from(checkins).all()),
      checkInsLast7Days: total(
        db.select({ n: count() }).from(checkins).where(gte(checkins.createdAt, weekAgo)).all(),
      ),
    },
    backups: await backupStatus(ctx),
    mail: mailStatus(ctx),
  };
}

function mailStatus(ctx: Context): ServerHealthDto['mail'] {
  const outbox = ctx.mailer?.status();
  const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
  return {
    configured: ctx.mailer !== null,
    queued: outbox?.queued ?? 0,
    oldestQueuedAt: iso(outbox?.oldestQueuedAt),
    failedLastWeek: outbox?.failedLastWeek ?? 0,
    lastSentAt: iso(outbox?.lastSentAt),
    lastError: outbox?.lastError
      ? { at: outbox.lastError.at.toISOString(), message: outbox.lastError.message }
      : null,
  };
}
