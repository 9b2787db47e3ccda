import type { APIRequestContext, Page } from '@playwright/test';
import { registerAccount, trpcQuery, trpcUpload, uniqueEmail } from './support/api.js';
import {
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type Account,
  type Point,
} from './support/cat-checkin.js';
import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/**
 * The cat page leads with the cat's health, "Último cuidado há 3 h" and the check-in; its
 * check-in history reads at 320 px; the small map of its area loads only when scrolled to and
 * shows the public point to a visitor; COMMUNITY_CONTACT on /forgot-password and in Settings.
 */

const HOUR = 3_600_000;
const LONG_NAMES = ['Joana Pereira da Conceição', 'Carlos Eduardo Albuquerque'];

interface CatView {
  cat: {
    _id: string;
    lastCheckIn: string | null;
    location: { coordinates: [number, number] };
    /** The privacy cell a visitor sees (cats.byId asked anonymously). */
    publicArea: { south: number; west: number; north: number; east: number } | null;
  };
}

function checkIn(api: APIRequestContext, token: string, catId: string, at: Point, health: string) {
  return trpcUpload(api, 'checkins.create', token, {
    catId,
    actions: ['Alimentou'],
    healthStatus: health,
    actionsDescription: 'Ração e água fresca.',
    location: at,
  });
}

/** A cat with two check-ins by people with long names, the last one in Regular. */
async function seed(api: APIRequestContext) {
  const spot = freshSpot();
  const ana = await register(api, 'Ana Registro');
  const cat = await createCat(api, ana, spot, { name: 'Farofa' });
  for (const [i, name] of LONG_NAMES.entries()) {
    const carer = await register(api, name);
    await checkIn(api, carer.token, cat._id, spot, i === 0 ? 'Bom' : 'Regular');
  }
  const view = await trpcQuery<CatView>(api, 'cats.byId', { id: cat._id });
  return { ana, cat: view.cat, spot };
}

/** The page's clock 3 h (and a bit) after the last check-in. */
async function threeHoursLater(page: Page, lastCheckIn: string) {
  await page.clock.setFixedTime(new Date(lastCheckIn).getTime() + 3 * HOUR + 5 * 60_000);
}

test.use({ timezoneId: 'America/Sao_Paulo' });

test('leads with the health, "último cuidado há 3 h" and the check-in, in the first viewport; the date on hover and focus', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { cat } = await seed(request);
  await serveTiles(page);
  await threeHoursLater(page, cat.lastCheckIn!);

  const lead = page.getByRole('region', { name: 'Saúde e último cuidado' });
  for (const [width, height] of [
    [320, 568],
    [360, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/cat/${cat._id}`);
    await expect(page.getByRole('heading', { name: 'Farofa', level: 1 })).toBeVisible();
    await expect(lead.getByText('Regular', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(lead.getByText('Último cuidado há 3 h')).toBeInViewport({ ratio: 1 });
    await expect(lead.getByRole('link', { name: 'Fazer Check-in' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`lead-pt-${width}.png`) });
  }

  const time = lead.locator('time');
  await expect(time).toHaveAttribute('datetime', cat.lastCheckIn!);
  await expect(time).toHaveAttribute('title', /2026|20\d\d/);
  const absolute = lead.getByRole('tooltip');
  await expect(absolute).toBeHidden();
  // The absolute date and time, as the page's clock (São Paulo) reads it.
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(cat.lastCheckIn!));
  await time.hover();
  await expect(absolute).toBeVisible();
  await expect(absolute).toContainText(clock);
  await expect(absolute).toContainText(String(new Date(cat.lastCheckIn!).getFullYear()));
  await page.screenshot({ path: test.info().outputPath('lead-hover-360.png') });
  await page.mouse.move(0, 0);
  await expect(absolute).toBeHidden();

  // Keyboard: the page starts at its heading; the next Tab reaches the time.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Farofa', level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(time).toBeFocused();
  await expect(absolute).toBeVisible();
  await expect(time).toHaveAccessibleDescription(await absolute.innerText());

  // English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  for (const [width, height] of [
    [320, 568],
    [360, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/cat/${cat._id}`);
    const enLead = page.getByRole('region', { name: 'Health and last care' });
    await expect(enLead.getByText('Regular', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(enLead.getByText('Last cared for 3 hr. ago')).toBeInViewport({ ratio: 1 });
    await expect(enLead.getByRole('link', { name: 'Check in' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`lead-en-${width}.png`) });
  }

  await page.evaluate(() => localStorage.removeItem('lang'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/cat/${cat._id}`);
  await expect(lead.getByText('Último cuidado há 3 h')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('lead-pt-1280.png') });
});

test('a cat never cared for says so in the lead', async ({ page, request }) => {
  const ana = await register(request, 'Ana Nova');
  const cat = await createCat(request, ana, freshSpot(), { name: 'Novato' });
  await page.goto(`/cat/${cat._id}`);
  const lead = page.getByRole('region', { name: 'Saúde e último cuidado' });
  await expect(lead.getByText('Ainda sem cuidados registrados')).toBeVisible();
  await expect(lead.locator('time')).toHaveCount(0);
});

test('the check-in history at 320 px: whole names, one-line dates, no card in a card', async ({
  page,
  request,
}) => {
  const { cat } = await seed(request);
  await serveTiles(page);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/cat/${cat._id}`);
  const recent = page.getByRole('region', { name: 'Check-ins recentes' });
  for (const name of LONG_NAMES) {
    await expect(recent.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await recent.scrollIntoViewIfNeeded();
  const names = recent.locator('.checkin-item__name');
  await expect(names).toHaveCount(2);
  const sizes = await names.evaluateAll((elements) =>
    elements.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })),
  );
  for (const { scroll, client } of sizes) {
    expect(client).toBeGreaterThan(0);
    expect(scroll).toBeLessThanOrEqual(client);
  }
  const dates = await recent.locator('time').evaluateAll((elements) =>
    elements.map((e) => ({
      height: e.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(e).lineHeight) || 20,
    })),
  );
  expect(dates).toHaveLength(2);
  for (const { height, line } of dates) expect(height).toBeLessThan(line * 1.5);
  // Flat: an item inside the section has no border or shadow of its own.
  const item = recent.locator('.checkin-item').first();
  await expect(item).toHaveCSS('box-shadow', 'none');
  await expect(item).toHaveCSS('border-top-width', '0px');
  await page.screenshot({ path: test.info().outputPath('history-320.png') });
  await page.setViewportSize({ width: 360, height: 640 });
  await recent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('history-360.png') });
});

test('the area map loads only when scrolled to: the cat’s privacy cell (a square) for a visitor, a circle around the exact spot for the registrar', async ({
  page,
  request,
}) => {
  const { ana, cat, spot } = await seed(request);
  await serveTiles(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const mapCode = (path: string) => /^\/assets\/(area-map|tiles)-[^/]+\.js$/.test(path);

  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByText('Último cuidado agora mesmo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter(mapCode)).toEqual([]);
  expect(requested.filter((p) => p.startsWith('/e2e-tiles/'))).toEqual([]);

  const figure = page.getByRole('figure', { name: 'Mapa da região do gato' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('img').first()).toBeVisible();
  expect(requested.filter(mapCode).length).toBeGreaterThan(0);
  // One sentence says what the square is, once.
  const where = page.getByRole('region', { name: 'Localização' });
  await expect(figure).toContainText(
    'O gato está em algum lugar deste quadrado de cerca de 500 m; para protegê-lo, só quem cuida dele vê o ponto exato.',
  );
  await expect(where.getByText(/algum lugar deste quadrado/)).toHaveCount(1);
  await expect(where.getByText('Localização não especificada')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('location-visitor-360.png') });

  // The visitor's map is the cat's privacy cell, as the API gives it to a visitor: a square
  // centred in the frame, not a circle around the spot.
  const area = cat.publicArea!;
  expect(area).not.toBeNull();
  const lat = (area.south + area.north) / 2;
  const lng = (area.west + area.east) / 2;
  expect(Number(await figure.getAttribute('data-latitude'))).toBeCloseTo(lat, 9);
  expect(Number(await figure.getAttribute('data-longitude'))).toBeCloseTo(lng, 9);
  expect(spot.latitude).toBeGreaterThanOrEqual(area.south);
  expect(spot.latitude).toBeLessThan(area.north);
  await expect(figure.locator('.area-map__circle')).toHaveCount(0);
  const frame = await figure.locator('.area-map__frame').boundingBox();
  const square = await figure.locator('.area-map__cell').boundingBox();
  expect(frame).not.toBeNull();
  expect(square).not.toBeNull();
  expect(Math.abs(square!.x + square!.width / 2 - (frame!.x + frame!.width / 2))).toBeLessThan(3);
  expect(Math.abs(square!.y + square!.height / 2 - (frame!.y + frame!.height / 2))).toBeLessThan(3);
  expect(Math.abs(square!.width - square!.height)).toBeLessThan(4);
  // The tile under that point was drawn (zoom 15).
  const n = 2 ** 15;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  expect(requested).toContain(`/e2e-tiles/15/${x}/${y}.png`);
  await page.screenshot({ path: test.info().outputPath('map-360.png') });
  for (const [width, height] of [
    [320, 568],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await figure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`map-${width}.png`) });
  }

  // The registrar, a carer, sees it around the exact spot.
  await signIn(page, ana);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/cat/${cat._id}`);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toContainText(
    'Localização exata (você é cuidador(a)): o círculo marca 300 m em volta do gato.',
  );
  await expect(where.getByText(/quadrado|Localização exata/)).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('location-carer-360.png') });
  expect(Number(await figure.getAttribute('data-latitude'))).toBeCloseTo(spot.latitude, 6);
  expect(Number(await figure.getAttribute('data-longitude'))).toBeCloseTo(spot.longitude, 6);
});

let server: ModeServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('COMMUNITY_CONTACT: on /forgot-password and at the foot of Settings, as a link', async ({
  browser,
  page,
  playwright,
}) => {
  // The shared server has none: nothing is shown.
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recuperar senha', level: 1 })).toBeVisible();
  await expect(page.getByText('Fale com a administração da comunidade')).toHaveCount(0);

  server = await startModeServer('open', () => ({ COMMUNITY_CONTACT: '+55 (11) 91234-5678' }));
  const api = await playwright.request.newContext({ baseURL: server.url });
  const bia = await registerAccount<Account>(api, 'Bia Contato', uniqueEmail('contact'));
  for (const [width, height] of [
    [320, 568],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height } });
    const visitor = await context.newPage();
    await visitor.goto('/forgot-password');
    const line = visitor.getByText('Fale com a administração da comunidade:');
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: '+55 (11) 91234-5678' })).toHaveAttribute(
      'href',
      'tel:+5511912345678',
    );
    await line.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: test.info().outputPath(`forgot-${width}.png`) });

    await signIn(visitor, bia);
    await visitor.goto('/settings');
    const about = visitor.getByRole('region', { name: 'Sobre' });
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByText('Fale com a administração da comunidade:')).toBeVisible();
    await expect(about.getByRole('link', { name: '+55 (11) 91234-5678' })).toHaveAttribute(
      'href',
      'tel:+5511912345678',
    );
    await visitor.screenshot({ path: test.info().outputPath(`settings-${width}.png`) });
    await context.close();
  }
  await api.dispose();
});
