import { createBackup, restoreBackup } from './backup.js';
import { openDatabase } from './db/client.js';
import { resetPassword } from './services/auth.js';
import { loadSettings, SettingsError } from './settings.js';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  reset-password EMAIL   set a new random password for the account and print it; the account's
                         sessions on other devices end
  backup [DIR]           consistent online backup of the database and the photos into DIR
                         (default ./backups/gateiros-<date-time>); safe while the server runs
  restore DIR            put a backup back (stop the server first); the current database is kept
                         beside it as .before-restore
`;

async function resetPasswordCommand(email: string): Promise<number> {
  const settings = loadSettings();
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    const password = await resetPassword(db, email);
    if (!password) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    console.log(`New password for ${email.toLowerCase()}: ${password}`);
    console.log('Give it to the person over a channel you trust.');
    return 0;
  } finally {
    db.$client.close();
  }
}

async function backupCommand(dir: string | undefined): Promise<number> {
  const settings = loadSettings();
  const target = dir ?? `./backups/gateiros-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    const report = await createBackup(db.$client, settings.UPLOADS_DIR, target);
    console.log(`Backup written to ${report.dir} (${report.files} photo files).`);
    if (report.missing.length) {
      console.log(`${report.missing.length} photos were deleted while the backup ran.`);
    }
    return 0;
  } finally {
    db.$client.close();
  }
}

async function restoreCommand(dir: string): Promise<number> {
  const settings = loadSettings();
  await restoreBackup(dir, settings.DATABASE_PATH, settings.UPLOADS_DIR);
  console.log(`Restored ${dir} into ${settings.DATABASE_PATH} and ${settings.UPLOADS_DIR}.`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, arg] = args;
  if (command === 'reset-password' && arg) return resetPasswordCommand(arg);
  if (command === 'backup') return backupCommand(arg);
  if (command === 'restore' && arg) return restoreCommand(arg);
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
