import { createCat, freshSpot, register } from './support/cat-checkin.js';
import { expect, test } from './test.js';

/** A cat's link shared on WhatsApp: what a preview bot (plain HTTP, no JavaScript) gets. */

test('a plain fetch of a cat page gets its preview tags; a browser gets the cat page', async ({
  page,
  request,
}) => {
  const ana = await register(request, 'Ana Prévia');
  const spot = freshSpot();
  const cat = await createCat(request, ana, spot, { name: 'Tigresa da Praça' });

  const res = await request.get(`/cat/${cat._id}`, {
    headers: { accept: '*/*', 'user-agent': 'WhatsApp/2.24.1 A' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('<meta property="og:title" content="Tigresa da Praça · Gateiros">');
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  // A JPEG made from the cat's photo (issue 32: some preview fetchers skip WebP).
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/preview\/[0-9a-f]+\.jpg$/);
  // The image the preview shows is there to fetch.
  const thumb = await request.get(image!);
  expect(thumb.status()).toBe(200);
  expect(thumb.headers()['content-type']).toBe('image/jpeg');
  // No position in any form.
  for (const n of [spot.latitude, spot.longitude]) {
    expect(html).not.toContain(n.toFixed(2));
  }
  // curl and uptime monitors get the app too.
  expect((await request.get('/', { headers: { accept: '*/*' } })).status()).toBe(200);

  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByRole('heading', { name: 'Tigresa da Praça', level: 1 })).toBeVisible();

  // "Compartilhar": no share sheet in desktop Chromium, so the link is copied, WhatsApp beside it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar no WhatsApp' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/cat/${cat._id}`, page.url()).toString(),
  );
  await page.screenshot({ path: test.info().outputPath('cat-share-360.png') });
});
