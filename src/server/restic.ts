import { resolve } from 'node:path';
import { execFile } from 'node:child_process';
import type { Settings } from './settings.js';

/**
 * restic (Debian's `restic`, 0.14 or newer) for the off-site copies: encrypted, deduplicated, to a
 * local folder, SFTP, a REST server, S3 or Backblaze B2. It runs as a child process without a
 * shell; the password and the provider's keys go in its environment, never on its command line
 * (where `ps` would show them), and each command has a time limit.
 */

/**
 * A repository that is a folder, made absolute: restic runs inside the backup's folder, where a
 * relative path would put the repository inside the backup. Other backends (s3:, b2:…) as they are.
 */
function resticLocation(repository: string | undefined): string | undefined {
  if (!repository) return undefined;
  if (repository.startsWith('local:')) return `local:${resolve(repository.slice(6))}`;
  if (/^(s3|b2|sftp|rest|azure|gs|swift|rclone):/.test(repository)) return repository;
  return resolve(repository);
}

/** The off-site copy's settings, or null when no restic repository is set. */
export function resticSettings(settings: Settings): {
  repository: string;
  keep: number;
  timeoutMs: number;
  /** The whole environment restic runs with: the repository, the password, the provider's keys. */
  env: Record<string, string>;
} | null {
  const repository = resticLocation(
    settings.BACKUP_RESTIC_REPOSITORY ?? settings.RESTIC_REPOSITORY,
  );
  if (!repository) return null;
  const password = settings.BACKUP_RESTIC_PASSWORD ?? settings.RESTIC_PASSWORD;
  const { RESTIC_CACHE_DIR } = settings.RESTIC_ENV;
  return {
    repository,
    keep: settings.BACKUP_RESTIC_KEEP ?? settings.BACKUP_KEEP,
    timeoutMs: settings.BACKUP_RESTIC_TIMEOUT_MINUTES * 60 * 1000,
    env: {
      ...settings.RESTIC_ENV,
      ...(RESTIC_CACHE_DIR ? { RESTIC_CACHE_DIR: resolve(RESTIC_CACHE_DIR) } : {}),
      RESTIC_REPOSITORY: repository,
      ...(password
        ? { RESTIC_PASSWORD: password }
        : { RESTIC_PASSWORD_FILE: resolve(settings.RESTIC_PASSWORD_FILE!) }),
    },
  };
}

export type ResticSettings = NonNullable<ReturnType<typeof resticSettings>>;

/** Every snapshot this app makes carries this tag: retention and `latest` look at these only. */
export const RESTIC_TAG = 'gateiros';

export class ResticError extends Error {}

/** A snapshot named on the command line: `latest` or a (short or full) hex id, nothing else. */
export const isSnapshotRef = (value: string) =>
  value === 'latest' || /^[0-9a-f]{8,64}$/.test(value);

/** The repository as it may be shown: an `user:password@` part of a URL is left out. */
export const shownRepository = (repository: string) => repository.replace(/(\/\/)[^/@\s]+@/g, '$1');

/** Runs restic with `args`; its stdout, or a ResticError with its own words. */
export function restic(
  config: ResticSettings,
  args: string[],
  options: { cwd?: string; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'restic',
      args,
      {
        env: config.env,
        cwd: options.cwd,
        signal: options.signal,
        timeout: config.timeoutMs,
        killSignal: 'SIGTERM',
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          return reject(
            new ResticError('restic is not installed (Debian: apt-get install restic)'),
          );
        }
        if (options.signal?.aborted) {
          return reject(
            new ResticError(`restic ${args[0]} was stopped: the server is shutting down`),
          );
        }
        if (error.killed) {
          return reject(
            new ResticError(
              `restic ${args[0]} took longer than ${config.timeoutMs / 60_000} minutes and was stopped`,
            ),
          );
        }
        // restic names the repository in its errors: never with a REST server's credentials.
        const said = shownRepository(stderr.trim().split('\n').slice(-3).join(' ').trim());
        reject(new ResticError(`restic ${args[0]} failed: ${said || error.message}`));
      },
    );
  });
}

/**
 * Makes sure the repository exists: `restic init` when `restic cat config` says there is none.
 * A wrong password, an unreachable server or missing keys are errors, never a new repository.
 */
export async function ensureRepository(
  config: ResticSettings,
  signal?: AbortSignal,
): Promise<'found' | 'created'> {
  try {
    await restic(config, ['cat', 'config'], { signal });
    return 'found';
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // restic 0.14-0.16 say this (also when the server cannot be reached); 0.17 exits with 10.
    if (
      !/Is there a repository at the following location\?|repository does not exist/i.test(message)
    ) {
      throw error;
    }
    try {
      // Safe when the repository does exist after all: restic init refuses to overwrite one.
      await restic(config, ['init'], { signal });
      return 'created';
    } catch {
      // Unreachable, refused…: the first error says why.
      throw error;
    }
  }
}

/**
 * Copies the folder `dir` (a local backup: the database snapshot, the photos, backup.json) as one
 * snapshot, its files at the snapshot's root, then forgets all but the newest `keep` snapshots of
 * this app and prunes what they no longer need. Answers the new snapshot's id.
 */
export async function copyToRepository(
  config: ResticSettings,
  dir: string,
  signal?: AbortSignal,
): Promise<string> {
  await ensureRepository(config, signal);
  const out = await restic(config, ['backup', '--json', '--quiet', '--tag', RESTIC_TAG, '.'], {
    cwd: dir,
    signal,
  });
  const summary = out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { message_type?: string; snapshot_id?: string })
    .find((m) => m.message_type === 'summary');
  if (!summary?.snapshot_id) throw new ResticError('restic backup wrote no snapshot');
  await restic(
    config,
    [
      'forget',
      '--tag',
      RESTIC_TAG,
      // One group whatever the host name (a new container) or the folder's name (a new backup).
      '--group-by',
      '',
      '--keep-last',
      String(config.keep),
      '--prune',
    ],
    { signal },
  );
  return summary.snapshot_id;
}

export interface ResticSnapshot {
  id: string;
  shortId: string;
  time: string;
  hostname: string;
}

/** This app's snapshots in the repository, newest first. */
export async function listSnapshots(config: ResticSettings): Promise<ResticSnapshot[]> {
  const out = await restic(config, ['snapshots', '--json', '--tag', RESTIC_TAG]);
  const list = JSON.parse(out || '[]') as {
    id: string;
    short_id: string;
    time: string;
    hostname: string;
  }[];
  return list
    .map((s) => ({ id: s.id, shortId: s.short_id, time: s.time, hostname: s.hostname }))
    .sort((a, b) => b.time.localeCompare(a.time));
}

/** Writes snapshot `ref` (an id or `latest`) into the folder `target`. */
export async function restoreSnapshot(
  config: ResticSettings,
  ref: string,
  target: string,
): Promise<void> {
  if (!isSnapshotRef(ref)) throw new ResticError(`not a snapshot id: ${ref}`);
  await restic(config, ['restore', ref, '--tag', RESTIC_TAG, '--target', target]);
}
