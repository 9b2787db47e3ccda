import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '../settings.js';
import { projectRoot } from './paths.js';

/** package.json's version, raised with each release. */
export const APP_VERSION = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

export interface AppVersion {
  version: string;
  /** The commit the image was built from; null when not given at build time. */
  commit: string | null;
}

export const appVersion = (settings: Settings): AppVersion => ({
  version: APP_VERSION,
  // compose.yaml passes `unknown` when no commit was given.
  commit:
    settings.GATEIROS_COMMIT && settings.GATEIROS_COMMIT !== 'unknown'
      ? settings.GATEIROS_COMMIT.slice(0, 12)
      : null,
});

/** `1.0.0 (3f2a9c1b7e0d)`, or the version alone. */
export const shownVersion = ({ version, commit }: AppVersion) =>
  commit ? `${version} (${commit})` : version;
