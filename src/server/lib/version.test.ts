import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION as SHOWN_BEFORE_CONFIG } from '../../shared/constants.js';
import { testSettings } from '../settings.js';
import { createTestApp } from '../test/harness.js';
import { projectRoot } from './paths.js';
import { APP_VERSION, appVersion, shownVersion } from './version.js';

describe('the app version', () => {
  it('is package.json’s; the client’s fallback (before its config answers) is the same', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe(pkg.version);
    expect(SHOWN_BEFORE_CONFIG).toBe(pkg.version);
  });

  it('carries the commit the image was built from, when given', () => {
    expect(shownVersion(appVersion(testSettings()))).toBe(APP_VERSION);
    expect(appVersion(testSettings({ GATEIROS_COMMIT: 'unknown' })).commit).toBeNull();
    const built = appVersion(testSettings({ GATEIROS_COMMIT: '3f2a9c1b7e0d5a4c' }));
    expect(built).toEqual({ version: APP_VERSION, commit: '3f2a9c1b7e0d' });
    expect(shownVersion(built)).toBe(`${APP_VERSION} (3f2a9c1b7e0d)`);
  });

  it('is on /health and /api/health', async () => {
    const t = await createTestApp({ settings: { GATEIROS_COMMIT: '3f2a9c1b7e0d' } });
    try {
      for (const url of ['/health', '/api/health']) {
        const res = await t.app.inject({ url });
        expect(res.json()).toEqual({ status: 'ok', version: APP_VERSION, commit: '3f2a9c1b7e0d' });
      }
    } finally {
      await t.close();
    }
  });
});
