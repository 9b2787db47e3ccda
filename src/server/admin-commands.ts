import { eq, sql } from 'drizzle-orm';
import { AVATARS } from '../shared/avatars.js';
import { LIMITS } from '../shared/constants.js';
import { registerInput } from '../shared/schemas/auth.js';
import { createBackup, restoreBackup } from './backup.js';
import { openDatabase, type Db } from './db/client.js';
import { users } from './db/schema.js';
import { newId } from './lib/ids.js';
import { hashPassword, readablePassword, resetPassword } from './services/auth.js';
import type { Settings } from './settings.js';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  create-admin EMAIL     make the account with this e-mail an admin; an unknown e-mail gets a new
                         admin account whose one-time password is printed
  remove-admin EMAIL     take the admin flag away (ADMIN_EMAILS still counts)
  reset-password EMAIL   set a new random password for the account and print it; the account's
                         sessions on other devices end
  backup [DIR]           consistent online backup of the database and the photos into DIR
                         (default ./backups/gateiros-<date-time>); safe while the server runs
  restore DIR            put a backup back (stop the server first); the current database is kept
                         beside it as .before-restore
`;

/** Where a command's output goes: the console in the CLI, arrays in tests. */
export interface AdminIo {
  settings: Settings;
  out: (line: string) => void;
  err: (line: string) => void;
}

type CreateAdminResult =
  | { outcome: 'flagged' | 'alreadyAdmin' }
  | { outcome: 'created'; password: string }
  | { outcome: 'deletedAccount' };

const isEmail = (value: string) => registerInput.shape.email.safeParse(value).success;

/**
 * Flags the account of `email` as admin, or creates one (named after the e-mail's local part,
 * with a readable one-time password) when no account has that e-mail.
 */
async function createAdmin(db: Db, email: string, now: Date): Promise<CreateAdminResult> {
  const address = email.toLowerCase();
  const user = db.select().from(users).where(eq(users.email, address)).get();
  if (user?.deletedAt) return { outcome: 'deletedAccount' };
  if (user) {
    if (user.isAdmin) return { outcome: 'alreadyAdmin' };
    db.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.id, user.id)).run();
    return { outcome: 'flagged' };
  }
  const password = readablePassword();
  db.insert(users)
    .values({
      id: newId(),
      email: address,
      passwordHash: await hashPassword(password),
      name: address.slice(0, address.indexOf('@')).slice(0, LIMITS.nameMax),
      profilePicture: AVATARS[0].url,
      isAdmin: true,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { outcome: 'created', password };
}

/** Clears the admin flag; false when no (live) account has the e-mail. */
function removeAdmin(db: Db, email: string, now: Date): boolean {
  const result = db
    .update(users)
    .set({ isAdmin: false, updatedAt: now })
    .where(sql`${users.email} = ${email.toLowerCase()} and ${users.deletedAt} is null`)
    .run();
  return result.changes > 0;
}

async function withDatabase<T>(settings: Settings, run: (db: Db) => Promise<T> | T): Promise<T> {
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    return await run(db);
  } finally {
    db.$client.close();
  }
}

async function createAdminCommand(io: AdminIo, email: string): Promise<number> {
  const address = email.toLowerCase();
  const result = await withDatabase(io.settings, (db) => createAdmin(db, address, new Date()));
  switch (result.outcome) {
    case 'deletedAccount':
      io.err(`The account of ${address} was deleted; nothing changed.`);
      return 1;
    case 'alreadyAdmin':
      io.out(`${address} is already an admin; nothing changed.`);
      return 0;
    case 'flagged':
      io.out(`${address} is now an admin (takes effect on their next request).`);
      return 0;
    case 'created':
      io.out(`Created the admin account ${address} with the one-time password: ${result.password}`);
      io.out('Give it to the person over a channel you trust.');
      return 0;
  }
}

async function removeAdminCommand(io: AdminIo, email: string): Promise<number> {
  const address = email.toLowerCase();
  const removed = await withDatabase(io.settings, (db) => removeAdmin(db, address, new Date()));
  if (!removed) {
    io.err(`No account with the e-mail ${address}.`);
    return 1;
  }
  io.out(`${address} is no longer flagged as admin.`);
  if (io.settings.ADMIN_EMAILS.includes(address)) {
    io.out('It is still listed in ADMIN_EMAILS: remove it there too and restart the server.');
  }
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
  ['create-admin', createAdminCommand],
  ['remove-admin', removeAdminCommand],
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
