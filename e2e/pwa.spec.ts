import { expect, test } from './test.js';
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
