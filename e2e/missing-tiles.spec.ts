import { createCat, freshSpot, register, serveTiles } from './support/cat-checkin.js';
import { expect, test, type Page } from './test.js';

test.use({ permissions: ['geolocation'], viewport: { width: 360, height: 640 } });

/** The map tiles on the page that did not load, and how many of them are still drawn. */
const brokenTiles = (page: Page) =>
  page.locator('img[src*="e2e-tiles"]').evaluateAll((tiles) => {
    const broken = tiles.filter(
      (t) => (t as HTMLImageElement).complete && !(t as HTMLImageElement).naturalWidth,
    );
    return {
      broken: broken.length,
      drawn: broken.filter((t) => getComputedStyle(t).visibility !== 'hidden').length,
    };
  });

test('tiles that do not load leave a plain background, never broken images: the map and a cat page’s area', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Sem Sinal');
  const cat = await createCat(request, ana, spot, { name: 'Ladrilho' });
  // Half the tiles come (seen before), half fail (no signal for them).
  await serveTiles(page);
  await page.route('**/e2e-tiles/**', (route) => {
    const [x, y] = route
      .request()
      .url()
      .split('/')
      .slice(-2)
      .map((part) => parseInt(part, 10));
    return (x! + y!) % 2 ? route.abort('internetdisconnected') : route.fallback();
  });

  await page.goto('/map');
  await expect.poll(async () => (await brokenTiles(page)).broken).toBeGreaterThan(0);
  expect((await brokenTiles(page)).drawn).toBe(0);
  await page.screenshot({ path: test.info().outputPath('map-missing-tiles-360.png') });

  await page.goto(`/cat/${cat._id}`);
  const area = page.locator('.area-map').first();
  await area.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await brokenTiles(page)).broken).toBeGreaterThan(0);
  expect((await brokenTiles(page)).drawn).toBe(0);
  await page.screenshot({ path: test.info().outputPath('cat-area-missing-tiles-360.png') });
});
