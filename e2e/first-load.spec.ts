import { expect, test, type Locator, type Page } from './test.js';
import { holdRequests } from './support/hold.js';
import { createCat, offset, register, runTag, spotNear } from './support/home-map.js';

// Far from the cities the other specs seed around.
const PALMAS = { latitude: -10.184, longitude: -48.3336 };

/** The JS and CSS a first page may transfer: bench:web's budget ("home cold", bench/web/run.ts). */
const FIRST_LOAD_BUDGET_BYTES = 170_000;

/**
 * Opens `path` in `page` (a context with nothing cached), waits for `shown` and for the network
 * to go quiet, and checks the bytes of JS and CSS that came over the wire (as sent, compressed).
 */
async function expectWithinBudget(page: Page, path: string, shown: Locator) {
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    const file = new URL(request.url()).pathname;
    sizes.push(request.sizes().then((s) => [file, s.responseBodySize]));
  });
  await page.goto(path);
  await expect(shown).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(sizes);
  expect(files.length, `scripts loaded on ${path}`).toBeGreaterThan(3);
  const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(total, `JS and CSS transferred on ${path}: ${JSON.stringify(files)}`).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_BYTES,
  );
}

test('a visitor’s first page stays within the first-load budget', async ({
  page,
  context,
  request,
}) => {
  const here = spotNear(PALMAS);
  const owner = await register(request, 'Primeira Visita');
  const name = `Leve ${runTag()}`;
  await createCat(request, owner.token, { name, at: offset(here, 150, 0) });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);

  await expectWithinBudget(page, '/', page.getByRole('article').filter({ hasText: name }));

  // A login with a wrong password says so in a toast.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(`ninguem-${runTag()}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
});

test('a page whose code cannot be loaded says so inside the app; the next page works', async ({
  page,
}) => {
  await page.route(/\/assets\/map-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Mapa' }).click();
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Não foi possível carregar esta página' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
  // The app around it stays: its navigation leads on, and the error goes away.
  await page.getByRole('navigation').getByRole('link', { name: 'Início' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
});

test('while the next page’s code loads, the page on screen stays, and links say where they lead', async ({
  page,
}) => {
  const { release } = await holdRequests(page, /\/assets\/map-[^/]*\.js$/);
  const asked = page.waitForRequest(/\/assets\/map-[^/]*\.js$/);
  await page.goto('/');
  const home = page.getByRole('heading', { name: 'Início', level: 1 });
  await expect(home).toBeVisible();
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Mapa' }).click();
  await asked;
  // The screen is still home's, not the splash, with a bar saying the next page is coming; the
  // address changes when it has come (React Router's navigations wait for the page's code).
  const pending = page.getByRole('progressbar', { name: 'Carregando…' });
  await expect(pending).toBeVisible();
  await expect(home).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  release();
  await expect(page.getByRole('heading', { name: 'Mapa', level: 1 })).toBeAttached();
  await expect(page).toHaveURL(/\/map$/);
  await expect(pending).toHaveCount(0);
  await expect(home).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  await expect(nav.getByRole('link', { name: 'Mapa' })).toHaveAttribute('aria-current', 'page');
});

/**
 * Opens `path` with the script files matching `held` held back until the page has sent a request
 * matching `asked`: only what runs before that code (start-up, or the page's HTML) can send it, so
 * otherwise this never releases and the test fails. Then the page must finish as usual.
 */
async function asksBeforeCode(page: Page, path: string, held: RegExp, asked: RegExp) {
  const { release } = await holdRequests(page, held);
  const request = page.waitForRequest(asked);
  await page.goto(path, { waitUntil: 'commit' });
  await request;
  release();
}

test('a cat page opened from a link asks for the cat while its code is still on the way', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Link Direto');
  const name = `Atalho ${runTag()}`;
  const cat = await createCat(request, owner.token, { name, at: spotNear(PALMAS) });
  await asksBeforeCode(page, `/cat/${cat._id}`, /\/assets\/cat-[^/]*\.js$/, /\/trpc\/cats\.byId/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the home page asks for the server’s settings (default location) before its strings have come', async ({
  page,
}) => {
  // Nothing renders before the strings.
  await asksBeforeCode(page, '/', /\/assets\/pt-BR-[^/]*\.js$/, /\/trpc\/config\.public/);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
});

test('home asks for the cats nearby as soon as the position is known, before its own code has come', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(spotNear(PALMAS));
  await asksBeforeCode(page, '/', /\/assets\/home-[^/]*\.js$/, /\/trpc\/cats\.nearby/);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
});

test('the map asks for its cats as soon as the position is known, before its own code has come', async ({
  page,
  context,
  request,
}) => {
  const owner = await register(request, 'Mapa Cedo');
  await createCat(request, owner.token, { name: `Pino ${runTag()}`, at: spotNear(PALMAS) });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(spotNear(PALMAS));
  const lists: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/cats.list')) lists.push(r.url());
  });
  await asksBeforeCode(page, '/map', /\/assets\/map-[\w-]{8}\.js$/, /\/trpc\/cats\.list/);
  await expect(page.locator('.map-pin__button, .map-cluster').first()).toBeVisible();
  // The screen took the answer asked for at start-up: the same query, not a second request.
  expect(lists).toHaveLength(1);
});

test('the screens the app is opened on ask for their own code before the app’s has run', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Código Cedo');
  const name = `Cedo ${runTag()}`;
  const cat = await createCat(request, owner.token, { name, at: spotNear(PALMAS) });
  // The app's entry is held back: only the page's HTML can have named the screen's chunk.
  const entry = /\/assets\/index-[^/]*\.js$/;
  await asksBeforeCode(page, '/', entry, /\/assets\/home-[\w-]{8}\.js$/);
  await asksBeforeCode(page, '/map', entry, /\/assets\/map-[\w-]{8}\.js$/);
  await asksBeforeCode(page, `/cat/${cat._id}`, entry, /\/assets\/cat-[\w-]{8}\.js$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
