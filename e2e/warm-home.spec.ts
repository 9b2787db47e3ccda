import { expect, test, type BrowserContext, type Page } from './test.js';
import { createCat, offset, register, runTag, spotNear, type Account } from './support/home-map.js';
import { holdRequests } from './support/hold.js';
import { controlledBySw } from './support/offline.js';

// Far from the cities the other specs seed around.
const BELEM = { latitude: -1.4558, longitude: -48.4902 };
const KEPT_LISTS = 'gateiros:home-lists';

test.use({ permissions: ['geolocation'] });

const updating = (page: Page) =>
  page.getByRole('status').getByText(/^Atualizando… mostrando dados de \d{2}:\d{2}$/);

/** Signs in the way the login form leaves it: the token and the user kept on the device. */
async function signIn(page: Page, account: Account) {
  await page.goto('/settings');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, account);
}

/** Makes the `cats.nearby` requests of a page, or of a whole context, wait until `release()`. */
const holdNearby = (target: Page | BrowserContext) =>
  holdRequests(target, (url) => url.pathname.includes('cats.nearby'));

/** A new page of the same browser whose `cats.nearby` requests wait until `release()`. */
async function pageWithNearbyHeld(context: BrowserContext) {
  const page = await context.newPage();
  return { page, ...(await holdNearby(page)) };
}

async function firstVisit(page: Page, name: string) {
  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await expect(updating(page)).toHaveCount(0);
  // Kept once the live answer came.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEPT_LISTS))
    .toContain(name);
}

test('a return visit shows the nearby list kept on the device at once, saying it is updating', async ({
  page,
  context,
  request,
}) => {
  const here = spotNear(BELEM);
  await context.setGeolocation(here);
  const ana = await register(request, 'Ana Volta');
  const name = `Brasa ${runTag()}`;
  await createCat(request, ana.token, { name, at: offset(here, 150, 0) });
  await signIn(page, ana);
  await firstVisit(page, name);
  await page.close();

  const second = await pageWithNearbyHeld(context);
  await second.page.goto('/');
  const card = second.page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(updating(second.page)).toBeVisible();
  await expect(second.page.getByText('Nenhum gato', { exact: false })).toHaveCount(0);
  await expect(second.page.getByText(/^Sem conexão/)).toHaveCount(0);
  expect(second.asked()).toBeGreaterThan(0);
  await second.page.screenshot({ path: test.info().outputPath('warm-home.png') });

  second.release();
  await expect(updating(second.page)).toHaveCount(0);
  await expect(card).toBeVisible();
});

test("after logout, or with another account, the previous user's list is not shown", async ({
  page,
  context,
  request,
}) => {
  const here = spotNear(BELEM);
  await context.setGeolocation(here);
  const ana = await register(request, 'Ana Sai');
  const bruno = await register(request, 'Bruno Entra');
  const name = `Segredo ${runTag()}`;
  await createCat(request, ana.token, { name, at: offset(here, 150, 0) });
  await signIn(page, ana);
  await firstVisit(page, name);

  // Another account on the same phone (without a logout in between) gets nothing of Ana's.
  await signIn(page, bruno);
  const asBruno = await pageWithNearbyHeld(context);
  await asBruno.page.goto('/');
  await expect(asBruno.page.getByText('Carregando gatos…')).toBeVisible();
  await expect(asBruno.page.getByRole('article')).toHaveCount(0);
  await expect(updating(asBruno.page)).toHaveCount(0);
  asBruno.release();
  await asBruno.page.close();

  // Ana again, then logout: the kept list goes with the session.
  await signIn(page, ana);
  await firstVisit(page, name);
  // The home this page returns to after logout must not keep a visitor's list either.
  await page.route(
    (url) => url.pathname.includes('cats.nearby'),
    () => undefined,
  );
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_LISTS)).toBeNull();
  await page.close();

  const visitor = await pageWithNearbyHeld(context);
  await visitor.page.goto('/');
  await expect(visitor.page.getByText('Carregando gatos…')).toBeVisible();
  await expect(visitor.page.getByRole('article')).toHaveCount(0);
  await expect(updating(visitor.page)).toHaveCount(0);
  visitor.release();
  // The visitor sees the cat live, at its public (shifted) place.
  await expect(visitor.page.getByRole('article').filter({ hasText: name })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app and the kept list come from the device at once; the live list replaces them', async ({
    page,
    context,
    request,
  }) => {
    const here = spotNear(BELEM);
    await context.setGeolocation(here);
    const ana = await register(request, 'Ana Quente');
    const name = `Faísca ${runTag()}`;
    await createCat(request, ana.token, { name, at: offset(here, 150, 0) });
    await signIn(page, ana);
    await page.goto('/');
    await controlledBySw(page);
    await firstVisit(page, name);
    await page.close();

    // context.route also sees what the service worker fetches.
    const { release, asked } = await holdNearby(context);
    const second = await context.newPage();
    await second.goto('/');
    const card = second.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(updating(second)).toBeVisible();
    await expect.poll(asked).toBeGreaterThan(0);
    release();
    await expect(updating(second)).toHaveCount(0);
    await expect(second.getByText(/^Sem conexão/)).toHaveCount(0);
    await expect(card).toBeVisible();
  });
});
