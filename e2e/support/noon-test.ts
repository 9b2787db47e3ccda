import { test as base } from '../test.js';
import { startNoonServer, type NoonServer } from './community-clock.js';

/**
 * The e2e `test` on a server whose clock stands at the community's noon (startNoonServer), with
 * the browser's clock following it (a write carries its capturedAt): no test depends on the hour
 * it runs at. That server replaces the worker's (e2e/test.ts): Playwright runs such a file in a
 * worker of its own, beside no other spec.
 */
export const noonTest = base.extend<object, { server: NoonServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startNoonServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  context: async ({ context, server }, use) => {
    await context.clock.install({ time: server.now() });
    await use(context);
  },
});
