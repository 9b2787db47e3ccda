import type { APIRequestContext, Page } from '@playwright/test';
import { trpcMutation } from './support/api.js';
import { freshSpot, register, signIn, type Point } from './support/cat-checkin.js';
import { tileOf } from './support/home-map.js';
import { controlledBySw } from './support/offline.js';
import { startServer, type E2EServer } from './support/server.js';
import { startTileServer, type TileServer } from './support/tile-server.js';
import { test as base, expect } from './test.js';

// Issue 45, "the colony's area offline": a member saves the map around the colony's public cells
// from a tile server that allows it (a local one, with CORS headers), and the map shows those
// tiles with no connection. This file's server uses that tile server with MAP_TILE_BULK_DOWNLOAD
// on; the default (off) is checked on a server of its own.
const test = base.extend<object, { tiles: TileServer; server: E2EServer }>({
  tiles: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const tiles = await startTileServer();
      await use(tiles);
      await tiles.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ tiles }, use) => {
      const server = await startServer({
        name: 'offline-map',
        env: () => ({
          MAP_TILE_URL: tiles.template,
          MAP_TILE_BULK_DOWNLOAD: 'true',
          MAP_TILE_OFFLINE_MAX_ZOOM: '15',
        }),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test.use({
  serviceWorkers: 'allow',
  permissions: ['geolocation'],
  viewport: { width: 360, height: 640 },
});
// The app is loaded online, then again from the device, on a shared machine.
test.slow();

const SAVE = 'Salvar mapa da região neste celular';

/** A colony of Ana's at `spot` (its public area: the privacy cell there). */
async function colonyAt(api: APIRequestContext, spot: Point, tag: string) {
  const ana = await register(api, `Ana ${tag}`);
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    api,
    'colonies.create',
    { name: `Colônia ${tag}`, ...spot },
    ana.token,
  );
  return { ana, colonyId };
}

/** The tile server's tiles on the page, and whether each was drawn. */
const tilesOnPage = (page: Page) =>
  page.locator('img[src*="/tiles/"]').evaluateAll((images) =>
    images.map((i) => ({
      src: (i as HTMLImageElement).src,
      drawn: (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
    })),
  );

const savedUrls = (page: Page, colonyId: string) =>
  page.evaluate(
    async (name) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => r.url) : null,
    `saved-map-${colonyId}`,
  );

test('a member saves the map around the colony, and the map shows it with no connection', async ({
  page,
  context,
  request,
  tiles,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const { ana, colonyId } = await colonyAt(request, spot, 'Mapa Salvo');
  await signIn(page, ana);
  await page.goto(`/colony/${colonyId}`);
  await controlledBySw(page);

  // The size first, from a few tiles measured; nothing kept until the member agrees.
  const save = page.getByRole('button', { name: SAVE });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const size = page.getByText(/^Cerca de \d+(,\d)? MB: o mapa até 2 km em volta da colônia/);
  await expect(size).toBeVisible();
  expect(await savedUrls(page, colonyId)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('offline-map-size-360.png') });

  const estimated = /Cerca de ([\d,]+ MB)/.exec((await size.textContent()) ?? '')?.[1];

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  // Every tile of this server has the same size: the estimate was the size saved.
  // A few dozen tiles, three at a time, on a machine shared with other tests.
  await expect(page.getByText(`Mapa salvo: ${estimated}`, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Remover o mapa salvo' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-map-saved-360.png') });

  // Every zoom from the town (10) to the setting's (15), around the colony's cell; none deeper.
  const saved = (await savedUrls(page, colonyId)) ?? [];
  for (const z of [10, 12, 14, 15]) {
    expect(saved).toContainEqual(expect.stringContaining(`/tiles/${tileOf(spot, z)}.png`));
  }
  expect(saved.filter((url) => url.includes('/tiles/16/'))).toEqual([]);

  // No signal, and no tile seen lately kept (the tile server forbids the browser's cache too):
  // only the saved map can draw the streets.
  await page.evaluate(() => caches.delete('map-tiles'));
  await context.setOffline(true);
  const asked = tiles.requested.length;
  await page.goto('/map');
  const centre = `/tiles/${tileOf(spot, 15)}.png`;
  await expect
    .poll(async () => (await tilesOnPage(page)).filter((t) => t.drawn && t.src.endsWith(centre)))
    .not.toEqual([]);
  await expect
    .poll(async () => (await tilesOnPage(page)).filter((t) => t.drawn).length)
    .toBeGreaterThan(4);
  expect(tiles.requested.length).toBe(asked);
  await page.screenshot({ path: test.info().outputPath('offline-map-offline-360.png') });

  // Removed from the phone: the button to save it is back.
  await context.setOffline(false);
  await page.goto(`/colony/${colonyId}`);
  const remove = page.getByRole('button', { name: 'Remover o mapa salvo' });
  await remove.scrollIntoViewIfNeeded();
  await remove.click();
  await expect(save).toBeVisible();
  expect(await savedUrls(page, colonyId)).toBeNull();
});

test('a save under way shows its progress and can be cancelled: nothing is kept', async ({
  page,
  request,
  tiles,
}) => {
  const { ana, colonyId } = await colonyAt(request, freshSpot(), 'Cancelado');
  await signIn(page, ana);
  await page.goto(`/colony/${colonyId}`);
  const save = page.getByRole('button', { name: SAVE });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(page.getByText(/^Cerca de \d+(,\d)? MB/)).toBeVisible();

  // A dozen tiles come, then the tile server makes the rest wait.
  tiles.state.passing = 12;
  try {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Mapa da região' });
    await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(page.getByText(/^Salvando o mapa: \d+%$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-map-progress-360.png') });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(save).toBeVisible();
  } finally {
    tiles.release();
  }
  // The tiles that were on their way arrive after the cancel: nothing is kept, no progress comes back.
  await expect(save).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await savedUrls(page, colonyId)).toBeNull();
});

test('in English a tile server that refuses is said plainly; in Spanish the size comes first', async ({
  page,
  request,
  tiles,
}) => {
  const { ana, colonyId } = await colonyAt(request, freshSpot(), 'Idiomas');
  await signIn(page, ana);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/colony/${colonyId}`);
  const save = page.getByRole('button', { name: 'Save the area’s map on this phone' });
  await save.scrollIntoViewIfNeeded();
  tiles.state.refusing = true;
  try {
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'The map server did not send the map. Try again later.',
    );
  } finally {
    tiles.state.refusing = false;
  }
  await page.screenshot({ path: test.info().outputPath('offline-map-error-en-360.png') });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^About \d+(\.\d)? MB: the map up to 2 km/)).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const guardar = page.getByRole('button', { name: 'Guardar el mapa de la zona en este celular' });
  await guardar.scrollIntoViewIfNeeded();
  await guardar.click();
  await expect(page.getByText(/^Unos \d+(,\d)? MB: el mapa hasta 2 km/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-map-size-es-1280.png') });
});

test('with MAP_TILE_BULK_DOWNLOAD off (the default), no map to save; the worker still draws the tiles', async ({
  page,
  playwright,
  tiles,
}) => {
  const off = await startServer({
    name: 'offline-map-off',
    env: () => ({ MAP_TILE_URL: tiles.template }),
  });
  const api = await playwright.request.newContext({ baseURL: off.url });
  try {
    const { ana, colonyId } = await colonyAt(api, freshSpot(), 'Sem Mapa');
    await signIn(page, ana);
    await page.goto(`${off.url}/colony/${colonyId}`);
    await controlledBySw(page);
    // A member's phone has the area's map a tap away, folded under the cats.
    const opener = page.locator('summary', { hasText: 'Mapa da área da colônia' });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const area = page.getByRole('figure', { name: 'Mapa da área da colônia' });
    await area.scrollIntoViewIfNeeded();
    // The tiles of another host come through the service worker (its CSP lets it fetch them).
    await expect
      .poll(async () => (await tilesOnPage(page)).filter((t) => t.drawn).length)
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: SAVE })).toHaveCount(0);
  } finally {
    await api.dispose();
    await off.stop();
  }
});
