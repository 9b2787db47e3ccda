import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { translateIssue } from './lib/i18n.js';
import { settingsProblems, settingsSchema } from './settings-schema.js';

export type Settings = z.infer<typeof settingsSchema>;

/** Whether the server sends e-mail (password reset links, address verification). */
export const smtpConfigured = (settings: Settings): boolean => settings.SMTP_HOST !== undefined;

/** Settings no longer read, and what to do instead: still setting one stops startup. */
const REMOVED_SETTINGS: Record<string, string> = {
  ADMIN_EMAILS:
    'no longer supported: an e-mail setting made an admin of whoever registered that address ' +
    'first. Remove it and make each admin with `npm run admin -- create-admin EMAIL`',
};

export class SettingsError extends Error {}

/**
 * The environment variables restic reads for a repository's provider (restic's documentation,
 * "Preparing a new repository"), plus what it needs to run: passed through to restic only.
 */
export const RESTIC_PROVIDER_VARIABLES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'RESTIC_CACHE_DIR',
  'RESTIC_COMPRESSION',
  'RESTIC_PACK_SIZE',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_DEFAULT_REGION',
  'AWS_PROFILE',
  'AWS_SHARED_CREDENTIALS_FILE',
  'B2_ACCOUNT_ID',
  'B2_ACCOUNT_KEY',
  'AZURE_ACCOUNT_NAME',
  'AZURE_ACCOUNT_KEY',
  'AZURE_ACCOUNT_SAS',
  'GOOGLE_PROJECT_ID',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GOOGLE_ACCESS_TOKEN',
  'OS_AUTH_URL',
  'OS_REGION_NAME',
  'OS_USERNAME',
  'OS_USER_ID',
  'OS_PASSWORD',
  'OS_TENANT_ID',
  'OS_TENANT_NAME',
  'OS_USER_DOMAIN_NAME',
  'OS_USER_DOMAIN_ID',
  'OS_PROJECT_NAME',
  'OS_PROJECT_DOMAIN_NAME',
  'OS_PROJECT_DOMAIN_ID',
  'OS_TRUST_ID',
  'OS_APPLICATION_CREDENTIAL_ID',
  'OS_APPLICATION_CREDENTIAL_NAME',
  'OS_APPLICATION_CREDENTIAL_SECRET',
  'OS_STORAGE_URL',
  'OS_AUTH_TOKEN',
  'ST_AUTH',
  'ST_USER',
  'ST_KEY',
  'RCLONE_BWLIMIT',
] as const;

/** The only reader of process.env. Empty strings count as unset. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(settingsSchema.shape)) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  const resticEnv: Record<string, string> = {};
  for (const key of RESTIC_PROVIDER_VARIABLES) {
    const value = env[key]?.trim();
    if (value) resticEnv[key] = value;
  }
  raw.RESTIC_ENV = resticEnv;
  const removed = Object.entries(REMOVED_SETTINGS)
    .filter(([key]) => env[key]?.trim())
    .map(([key, why]) => `  ${key}: ${why}`);
  const parsed = settingsSchema.safeParse(raw);
  const lines = parsed.success
    ? settingsProblems(parsed.data).map(([key, problem]) => `  ${key}: ${problem}`)
    : parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${translateIssue('en', i)}`);
  if (!parsed.success || removed.length || lines.length) {
    throw new SettingsError(`Invalid settings:\n${[...removed, ...lines].join('\n')}`);
  }
  return parsed.data;
}

/** Where backups go: BACKUP_DIR, else `backups` beside the database file. */
export const backupDir = (settings: Settings): string =>
  settings.BACKUP_DIR ?? join(dirname(settings.DATABASE_PATH), 'backups');

/** Settings for tests and tools: defaults plus overrides, no environment. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...settingsSchema.parse({}), DEMO_DATA: false, LOG_LEVEL: 'silent', ...overrides };
}
