import { test as base, expect } from '@playwright/test';
import { startServer, type E2EServer } from './support/server.js';

export * from '@playwright/test';
export type { E2EServer };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every spec's `test`.
 * - `server` (worker-scoped): each Playwright worker runs the built server of its own, with its
 *   own database and uploads folder, and `baseURL` points at it, so that files running at the
 *   same time in other workers never see each other's data. A spec that needs a server in another
 *   mode overrides `server` (colony-feeding.spec.ts) or starts one in its test (mode-server.ts).
 * - `stayOnLoopback`: fails a test whose pages requested anything beyond this machine (map tiles,
 *   fonts, scripts, IP lookups…). Tests serve what they need from 127.0.0.1 or page.route.
 * - `closeOwnContexts`: closes the contexts a test opened with `browser.newContext()` when it
 *   ends (Playwright closes only its `context` fixture's), so that no page of an earlier test
 *   keeps running beside the next ones.
 */
export const test = base.extend<
  { stayOnLoopback: void; closeOwnContexts: void },
  { server: E2EServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startServer({ name: `worker${workerInfo.parallelIndex}` });
      await use(server);
      await server.stop();
    },
    // Its start is not counted in the first test's time.
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  stayOnLoopback: [
    async ({ context }, use) => {
      const outside: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (!/^(https?|wss?):$/.test(url.protocol)) return;
        if (!LOOPBACK.has(url.hostname)) outside.push(request.url());
      });
      await use();
      expect(outside, 'requests that left 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
});
