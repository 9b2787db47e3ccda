import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { registerInput } from '../shared/schemas/auth.js';
import { ACCOUNT_EMAIL_COMMANDS, createInviteCommand, parseInviteArgs } from './admin-accounts.js';
import { withDatabase, type AdminIo } from './admin-io.js';
import { createBackup, restoreBackup, type BackupReport } from './backup.js';
import { backupNow, listBackups, type BackupRun } from './backups.js';
import {
  isSnapshotRef,
  listSnapshots,
  resticSettings,
  restoreSnapshot,
  shownRepository,
} from './restic.js';
import { backupDir } from './settings.js';
import { withBackupLock, type BackupLockName } from './lib/backup-lock.js';
import { resetPassword } from './services/auth.js';
import { newSetupLink, SETUP_LINK_HOURS } from './services/setup.js';

export type { AdminIo } from './admin-io.js';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  setup-link               print a new one-time link (valid 24 h) that creates the first admin in
                           the browser, while no admin exists; the previous link stops working
  create-admin EMAIL       make the account with this e-mail an admin; an unknown e-mail gets a new
                           admin account whose one-time password is printed
  remove-admin EMAIL       take the admin flag away
  create-moderator EMAIL   the same for moderators (they work the moderation queue)
  remove-moderator EMAIL   take the moderator flag away
  approve-user EMAIL       approve an account waiting for approval (REGISTRATION_MODE=approval)
  decline-user EMAIL       decline it: its sessions end and it can no longer sign in
  create-invite [--uses N] [--days D]
                           print a new invite code (REGISTRATION_MODE=invite) good for N accounts
                           (default 1) during D days (default 7)
  reset-password EMAIL     set a new random password for the account and print it; the account's
                           sessions on other devices end
  backup [DIR]             consistent online backup of the database and the photos, safe while
                           the server runs: into BACKUP_DIR (kept with the automatic ones, the
                           oldest beyond BACKUP_KEEP removed, then copied to the restic repository
                           when BACKUP_RESTIC_REPOSITORY is set), or into DIR
  restore                  list the backups in BACKUP_DIR, newest first, numbered
  restore N|DIR            put backup number N (1 = newest) or folder DIR back; the server must be
                           stopped; the current database is kept beside it as .before-restore
  restore --restic         list the snapshots in the off-site restic repository
                           (BACKUP_RESTIC_REPOSITORY), newest first
  restore --restic ID|latest
                           put that snapshot back, the same way (the server must be stopped)
`;

const isEmail = (value: string) => registerInput.shape.email.safeParse(value).success;

async function setupLinkCommand(io: AdminIo): Promise<number> {
  const link = await withDatabase(io.settings, (db) => newSetupLink(db, io.settings, new Date()));
  if (!link) {
    io.err('An admin exists already: no setup link. Make more admins with create-admin EMAIL.');
    return 1;
  }
  io.out(`Open this one-time link within ${SETUP_LINK_HOURS} hours to create the admin: ${link}`);
  io.out('The previous link no longer works.');
  return 0;
}

async function resetPasswordCommand(io: AdminIo, email: string): Promise<number> {
  const password = await withDatabase(io.settings, (db) => resetPassword(db, email));
  if (!password) {
    io.err(`No account with the e-mail ${email}.`);
    return 1;
  }
  io.out(`New one-time password for ${email.toLowerCase()}: ${password}`);
  io.out('Give it to the person over a channel you trust.');
  return 0;
}

/** What a command says when another process (the server's schedule, a start) holds a lock. */
const waitingFor = (io: AdminIo) => (lock: BackupLockName) =>
  io.out(
    lock === 'local'
      ? `A backup is running (another process holds the lock in ${backupDir(io.settings)}): waiting for it to finish…`
      : 'An off-site copy is running (another process is using the restic repository): waiting for it to finish…',
  );

/** Runs `fn` holding the restic repository's lock, waiting (and saying so) while another holds it. */
const withResticLock = <T>(io: AdminIo, fn: () => Promise<T>) =>
  withBackupLock(backupDir(io.settings), 'restic', fn, {
    wait: true,
    onBusy: () => waitingFor(io)('restic'),
  });

async function backupCommand(io: AdminIo, dir: string | undefined): Promise<number> {
  const report: BackupReport & Partial<BackupRun> = await withDatabase(io.settings, (db) =>
    dir
      ? createBackup(db.$client, io.settings.UPLOADS_DIR, dir)
      : backupNow(db, io.settings, new Date(), undefined, { onBusy: waitingFor(io) }),
  );
  io.out(`Backup written to ${report.dir} (${report.files} photo files).`);
  if (report.missing.length) {
    io.out(`${report.missing.length} photos were deleted while the backup ran.`);
  }
  if (report.removed?.length) {
    io.out(
      `Removed the oldest (BACKUP_KEEP=${io.settings.BACKUP_KEEP}): ${report.removed.join(', ')}`,
    );
  }
  if (report.offsite && 'snapshotId' in report.offsite) {
    io.out(`Copied off-site to the restic repository: snapshot ${report.offsite.snapshotId}.`);
  } else if (report.offsite) {
    io.err(`The off-site copy failed: ${report.offsite.error}`);
    return 1;
  }
  return 0;
}

/** `restore --restic [ID|latest]`: list the snapshots, or restore one through a temporary folder. */
async function restoreResticCommand(io: AdminIo, ref: string | undefined): Promise<number> {
  const { DATABASE_PATH, UPLOADS_DIR, PORT } = io.settings;
  const config = resticSettings(io.settings);
  if (!config) {
    io.err('No restic repository is set: BACKUP_RESTIC_REPOSITORY (or RESTIC_REPOSITORY).');
    return 1;
  }
  if (ref === undefined) {
    const snapshots = await withResticLock(io, () => listSnapshots(config));
    if (!snapshots.length) {
      io.out(`No snapshots in ${shownRepository(config.repository)}.`);
      return 0;
    }
    io.out(`Snapshots in ${shownRepository(config.repository)}, newest first:`);
    for (const s of snapshots) io.out(`  ${s.shortId}  ${s.time}  (${s.hostname})`);
    io.out('Restore one with: npm run restore -- --restic ID   (or: --restic latest)');
    return 0;
  }
  if (!isSnapshotRef(ref)) {
    return usageError(io, `Not a snapshot id: ${ref} (8 to 64 hex digits, or latest)`);
  }
  if (await serverAnswers(PORT)) {
    io.err(`The server is running (it answers on port ${PORT}): stop it first, then restore.`);
    return 1;
  }
  // Beside the database: the photos may not fit in a small /tmp, and it is on the right disk.
  const parent = path.dirname(path.resolve(DATABASE_PATH));
  await mkdir(parent, { recursive: true });
  const temp = await mkdtemp(path.join(parent, 'restic-restore-'));
  try {
    await withResticLock(io, () => restoreSnapshot(config, ref, temp));
    await restoreBackup(temp, DATABASE_PATH, UPLOADS_DIR);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  io.out(
    `Restored snapshot ${ref} of ${shownRepository(config.repository)} into ${DATABASE_PATH} and ${UPLOADS_DIR}.`,
  );
  return 0;
}

async function restoreCommand(io: AdminIo, which: string | undefined): Promise<number> {
  const { DATABASE_PATH, UPLOADS_DIR, PORT } = io.settings;
  const backups = await listBackups(backupDir(io.settings));
  if (which === undefined) {
    if (!backups.length) {
      io.out(`No backups in ${backupDir(io.settings)}.`);
      return 0;
    }
    io.out(`Backups in ${backupDir(io.settings)}, newest first:`);
    backups.forEach((b, i) => {
      const missing = b.missing ? `, ${b.missing} photos missing` : '';
      const upgrade = b.beforeUpgrade ? `, before upgrade to ${b.beforeUpgrade}` : '';
      io.out(`  ${i + 1}. ${b.createdAt}  ${b.files} photo files${missing}${upgrade}  (${b.name})`);
    });
    io.out('Restore one with: npm run restore -- N');
    return 0;
  }
  const dir = /^\d+$/.test(which) ? backups[Number(which) - 1]?.dir : which;
  if (!dir) {
    io.err(`There is no backup number ${which}: run \`npm run restore\` to list them.`);
    return 1;
  }
  if (await serverAnswers(PORT)) {
    io.err(`The server is running (it answers on port ${PORT}): stop it first, then restore.`);
    return 1;
  }
  // Not while a backup is being written or pruned: it may be the one being restored.
  await withBackupLock(
    backupDir(io.settings),
    'local',
    () => restoreBackup(dir, DATABASE_PATH, UPLOADS_DIR),
    { wait: true, onBusy: () => waitingFor(io)('local') },
  );
  io.out(`Restored ${dir} into ${DATABASE_PATH} and ${UPLOADS_DIR}.`);
  return 0;
}

/** Whether a Gateiros server answers /health on this machine's port. */
async function serverAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

const EMAIL_COMMANDS = new Map([
  ...ACCOUNT_EMAIL_COMMANDS,
  ['reset-password', resetPasswordCommand],
]);

const usageError = (io: AdminIo, problem: string) => {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
};

/**
 * Runs one admin command and answers the process exit code: 0 done, 1 refused (no such
 * account…), 2 bad usage. Arguments are checked before the database is opened, so bad usage
 * writes nothing.
 */
export async function runAdmin(args: readonly string[], io: AdminIo): Promise<number> {
  const [command, arg, ...extra] = args;
  if (command === 'help' || command === '--help') {
    io.out(USAGE);
    return 0;
  }
  if (command === undefined) return usageError(io, 'Which command?');
  if (command === 'setup-link') {
    if (args.length > 1) return usageError(io, `Too many arguments: ${args.slice(1).join(' ')}`);
    return setupLinkCommand(io);
  }
  if (command === 'create-invite') {
    const options = parseInviteArgs(args.slice(1));
    if ('problem' in options) return usageError(io, options.problem);
    return createInviteCommand(io, options);
  }
  const withEmail = EMAIL_COMMANDS.get(command);
  if (!withEmail && command !== 'backup' && command !== 'restore') {
    return usageError(io, `Unknown command: ${command}`);
  }
  if (command === 'restore' && arg === '--restic') {
    if (extra.length > 1) return usageError(io, `Too many arguments: ${extra.slice(1).join(' ')}`);
    return restoreResticCommand(io, extra[0]);
  }
  if (extra.length) return usageError(io, `Too many arguments: ${extra.join(' ')}`);
  if (command === 'backup') return backupCommand(io, arg);
  if (command === 'restore') return restoreCommand(io, arg);
  if (!arg) return usageError(io, `${command} needs an e-mail address.`);
  if (!withEmail) return usageError(io, `Unknown command: ${command}`);
  if (!isEmail(arg)) return usageError(io, `Not an e-mail address: ${arg}`);
  return withEmail(io, arg);
}
