import { expect, test, type Page } from './test.js';
import { controlledBySw } from './support/offline.js';

test.use({ serviceWorkers: 'allow' });

test('installable: the manifest with its icons, and a service worker that controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Gateiros',
    short_name: 'Gateiros',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#fff8ef',
    background_color: '#fff8ef',
  });
  expect(manifest.description).toMatch(/gatos de rua/);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...icons.map((icon) => icon.src), touchIcon!]) {
    const icon = await request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  const sizes = await Promise.all(
    icons.map(({ src }) =>
      page.evaluate(async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, src),
    ),
  );
  expect(sizes).toEqual(icons.map((icon) => icon.sizes));

  await controlledBySw(page);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(script!).pathname).toBe('/sw.js');
  await expect(page.getByRole('link', { name: 'Gateiros' }).first()).toBeVisible();
});

/** Which languages' strings files the device holds, in any cache: 'pt-BR', 'strings-pt-BR'… */
function languageFilesOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const match = /\/assets\/((?:strings-)?(?:pt-BR|en|es))-[\w-]+\.js$/.exec(request.url);
        if (match) files.push(match[1]!);
      }
    }
    return files.sort();
  });
}

test("the install holds the strings of the app's language only, and a screen never opened opens offline", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledBySw(page);
  // Home shows no screen strings: the pt-BR ones are there because the page asked for them.
  await expect.poll(() => languageFilesOnDevice(page)).toEqual(['pt-BR', 'strings-pt-BR']);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  await context.setOffline(false);

  // In English, the English ones are kept as well.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Map' })).toBeVisible();
  await expect
    .poll(() => languageFilesOnDevice(page))
    .toEqual(['en', 'pt-BR', 'strings-en', 'strings-pt-BR']);
});
