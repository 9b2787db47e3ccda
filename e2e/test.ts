import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every spec's `test`: fails a test whose pages requested anything beyond this machine (map
 * tiles, fonts, scripts, IP lookups…). Tests serve what they need from 127.0.0.1 or page.route.
 */
export const test = base.extend<{ stayOnLoopback: void }>({
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
