import { registerInput } from '../shared/schemas/auth.js';
import { ACCOUNT_EMAIL_COMMANDS, createInviteCommand, parseInviteArgs } from './admin-accounts.js';
import { withDatabase, type AdminIo } from './admin-io.js';
import { createBackup, restoreBackup } from './backup.js';
import { resetPassword } from './services/auth.js';

export type { AdminIo } from './admin-io.js';

const USAGE = `Usage: npm run admin -- <command>

Commands:
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
  backup [DIR]             consistent online backup of the database and the photos into DIR
                           (default ./backups/gateiros-<date-time>); safe while the server runs
  restore DIR              put a backup back (stop the server first); the current database is kept
                           beside it as .before-restore
`;

const isEmail = (value: string) => registerInput.shape.email.safeParse(value).success;

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

async function backupCommand(io: AdminIo, dir: string | undefined): Promise<number> {
  const target = dir ?? `./backups/gateiros-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const report = await withDatabase(io.settings, (db) =>
    createBackup(db.$client, io.settings.UPLOADS_DIR, target),
  );
  io.out(`Backup written to ${report.dir} (${report.files} photo files).`);
  if (report.missing.length) {
    io.out(`${report.missing.length} photos were deleted while the backup ran.`);
  }
  return 0;
}

async function restoreCommand(io: AdminIo, dir: string): Promise<number> {
  const { DATABASE_PATH, UPLOADS_DIR } = io.settings;
  await restoreBackup(dir, DATABASE_PATH, UPLOADS_DIR);
  io.out(`Restored ${dir} into ${DATABASE_PATH} and ${UPLOADS_DIR}.`);
  return 0;
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
  if (command === 'create-invite') {
    const options = parseInviteArgs(args.slice(1));
    if ('problem' in options) return usageError(io, options.problem);
    return createInviteCommand(io, options);
  }
  const withEmail = EMAIL_COMMANDS.get(command);
  if (!withEmail && command !== 'backup' && command !== 'restore') {
    return usageError(io, `Unknown command: ${command}`);
  }
  if (extra.length) return usageError(io, `Too many arguments: ${extra.join(' ')}`);
  if (command === 'backup') return backupCommand(io, arg);
  if (!arg) {
    return usageError(
      io,
      withEmail ? `${command} needs an e-mail address.` : `${command} needs the backup folder.`,
    );
  }
  if (!withEmail) return restoreCommand(io, arg);
  if (!isEmail(arg)) return usageError(io, `Not an e-mail address: ${arg}`);
  return withEmail(io, arg);
}
