import { createCat, freshSpot, png, register, signIn } from './support/cat-checkin.js';
import { smallTargets } from './support/touch-targets.js';
import { expect, test, type Page } from './test.js';

/** Issue 45: every control at least 44×44 px at 360×640 (links in running text excepted). */

const small: Record<string, string[]> = {};
const sweep = async (page: Page, where: string) => {
  await page.waitForLoadState('networkidle');
  const found = await smallTargets(page);
  if (found.length) small[where] = found;
};

test('touch targets are at least 44×44 px and health badges at least 12 px, signed out and in', async ({
  page,
  request,
  context,
}, testInfo) => {
  const spot = freshSpot();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Alvo');
  const cat = await createCat(request, ana, spot, { name: 'Pingo' });

  for (const path of ['/', '/login', '/register', `/cat/${cat._id}`]) {
    await page.goto(path);
    await sweep(page, path);
  }

  await signIn(page, ana);
  for (const path of [
    '/',
    `/cat/${cat._id}`,
    '/settings',
    '/profile',
    '/map',
    '/ranking',
    '/colonies',
  ]) {
    await page.goto(path);
    await sweep(page, path);
  }

  await page.goto('/map');
  const me = page.getByRole('button', { name: 'Sua localização atual' });
  await expect(me).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('map-user-360.png') });

  // The cat cards' health badges.
  await page.goto('/');
  const badge = page.locator('.cat-card__badge').first();
  await expect(badge).toBeVisible();
  const fontSize = await badge.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);

  // A chosen photo's "Remover a foto" button.
  await page.goto('/add-cat');
  await page.getByLabel(/Foto principal/).setInputFiles(await png('alvo.png'));
  const remove = page.getByRole('button', { name: 'Remover a foto alvo.png' });
  await expect(remove).toBeVisible();
  const box = (await remove.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await sweep(page, '/add-cat');
  await remove.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('photo-remove-360.png') });
  expect(small).toEqual({});
});
