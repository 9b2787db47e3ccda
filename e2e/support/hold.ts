import type { BrowserContext, Page } from '@playwright/test';

/**
 * Makes the requests of a page, or of a whole context, that match `url` wait until `release()`;
 * `asked()` counts those that came. A request whose page has closed meanwhile is let go quietly.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: RegExp | ((url: URL) => boolean),
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await target.route(url, async (route) => {
    asked += 1;
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release, asked: () => asked };
}
