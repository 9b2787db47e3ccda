import { openDatabase } from './db/client.js';
import { resetPassword } from './services/auth.js';
import { loadSettings, SettingsError } from './settings.js';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  reset-password EMAIL   set a new random password for the account and print it; the account's
                         sessions on other devices end
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

async function main(args: string[]): Promise<number> {
  const [command, arg] = args;
  if (command === 'reset-password' && arg) return resetPasswordCommand(arg);
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
