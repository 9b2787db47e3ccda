import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, each worker with a server and database of its own (e2e/test.ts); the
  // tests of one file run in order in one worker, as some build on what the earlier ones made.
  fullyParallel: false,
  workers: 2,
  // A test that fails once is a bug to find, in CI too.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two workers share the machine's cores: a test has half the time of a lone run.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed test keeps its trace: each step's DOM snapshot, the network and the console. Not
    // the screencast, which made the suite a quarter slower; `--trace on` brings it back. In CI
    // none: only the run's output is kept there, and recording a trace for every test costs time
    // (docs/testing.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // page.route cannot see what a service worker fetches: specs that stub the network run
    // without it; e2e/pwa.spec.ts and e2e/offline.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Nothing but this machine resolves: a request elsewhere fails instead of leaving.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 640 } } },
  ],
});
