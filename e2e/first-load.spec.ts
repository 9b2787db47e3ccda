import { expect, test } from './test.js';
import { createCat, offset, register, runTag, spotNear } from './support/home-map.js';

// Far from the cities the other specs seed around.
const PALMAS = { latitude: -10.184, longitude: -48.3336 };

test('a visitor’s first page loads no toaster, form or validation code', async ({
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
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });

  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  const loaded = (marker: string) => code.some((text) => text.includes(marker));
  // Markers that survive minification: sonner's DOM attribute, react-hook-form's option name,
  // zod's error class name.
  expect(loaded('data-sonner-toaster'), 'sonner').toBe(false);
  expect(loaded('shouldUnregister'), 'react-hook-form').toBe(false);
  expect(loaded('ZodError'), 'zod').toBe(false);

  // The first toast brings the toaster: a login with a wrong password says so.
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

test('a cat page opened from a link asks for the cat while its code is still on the way', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Link Direto');
  const name = `Atalho ${runTag()}`;
  const cat = await createCat(request, owner.token, { name, at: spotNear(PALMAS) });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The cat page's own chunk waits until the cat has been asked for: without the start-up
  // request, the page could not ask before its code ran, and this would never release.
  await page.route(/\/assets\/cat-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const askedForCat = page.waitForRequest((r) => r.url().includes('/trpc/cats.byId'));
  await page.goto(`/cat/${cat._id}`);
  await askedForCat;
  release();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the home page asks for the server’s settings (default location) before its strings have come', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Nothing renders before the strings: a request made meanwhile comes from start-up itself.
  await page.route(/\/assets\/pt-BR-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const askedForConfig = page.waitForRequest((r) => r.url().includes('/trpc/config.public'));
  await page.goto('/');
  await askedForConfig;
  release();
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
});

test('home asks for the cats nearby as soon as the position is known, before its own code has come', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(spotNear(PALMAS));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The home page's chunk waits for the nearby request: only start-up can make it meanwhile.
  await page.route(/\/assets\/home-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const askedForNearby = page.waitForRequest((r) => r.url().includes('/trpc/cats.nearby'));
  await page.goto('/');
  await askedForNearby;
  release();
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
});
