import { PASSWORD, registerAccount, trpcMutation, uniqueEmail } from './support/api.js';
import { createCat, freshSpot, register, signIn, type Account } from './support/cat-checkin.js';
import { communityTime, startNoonServer } from './support/community-clock.js';
import { devices, expect, test, type Page } from './test.js';

/**
 * The pages a carer opens where she feeds the cats (a colony, its rota, a cat) open offline from
 * their last copy, with the time it is from, and refresh by themselves when the connection
 * returns (docs/offline.md). Service workers run, as on a phone.
 */
test.use({ serviceWorkers: 'allow', permissions: ['geolocation'] });
// Each test opens several screens online, then again from the device, on a shared machine.
test.slow();

const offlineNotice = (page: Page) =>
  page.getByText(/^Sem conexão — dados de (\d{2}\/\d{2} )?\d{2}:\d{2}$/);
const WEEK_MINUTES = 7 * 24 * 60;
/**
 * How long a screen may take to refresh by itself once the connection is back: well under the
 * screens' 30 s retry. Debian's Chromium 150 mostly starts a document opened offline through the
 * service worker with `navigator.onLine` true, so going online fires no `online` event there:
 * the app notices instead when a request to the server answers again (lib/connection-back.ts),
 * a read the page still retries or the probe of /health it sends every 5 s meanwhile. Some runs
 * do get the event (the probe then waits for it): the tests check the page, not which signal
 * came first.
 */
const BACK_ONLINE = { timeout: 10_000 };
const PT_DAYS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];

/**
 * The service worker installed (the app's files kept) and in control, without a reload: the data
 * already on screen was fetched before it controlled the page, so only the page's own copy has it.
 */
async function appInstalled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The procedures whose reads the service worker keeps a copy of. */
const keptReads = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('api-reads')).keys()).map((request) =>
      decodeURIComponent(new URL(request.url).pathname.replace('/trpc/', '')),
    ),
  );

/** A colony of `coordinator` with one cat, at `spot`. */
async function colonyWithCat(
  request: Parameters<typeof createCat>[0],
  coordinator: Account,
  spot: ReturnType<typeof freshSpot>,
  names: { colony: string; cat: string },
) {
  const cat = await createCat(request, coordinator, spot, { name: names.cat });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: names.colony, ...spot },
    coordinator.token,
  );
  await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, coordinator.token);
  return { colonyId, cat };
}

const feed = (
  request: Parameters<typeof createCat>[0],
  account: Account,
  colonyId: string,
  catId: string,
  spot: ReturnType<typeof freshSpot>,
) =>
  trpcMutation(
    request,
    'colonies.feed',
    { colonyId, catIds: [catId], location: spot },
    account.token,
  );

test('offline, the colony page, last week of its rota and a cat page open from their last copy, and refresh when the connection returns', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  // A rota that began last week: a shift this afternoon (the server's clock stands at the
  // community's noon), then the clock moves a week on.
  const server = await startNoonServer();
  const { weekday } = communityTime(server.now());
  const shiftLabel = `${PT_DAYS[weekday]} 14:00–15:00`;
  try {
    const baseURL = server.url;
    const request = await playwright.request.newContext({ baseURL });
    const spot = freshSpot();
    const email = uniqueEmail('offline-pages');
    const first = await registerAccount<Account>(request, 'Cora Sem Sinal', email);
    const { colonyId, cat } = await colonyWithCat(request, first, spot, {
      colony: 'Colônia do Viaduto',
      cat: 'Paçoca',
    });
    await trpcMutation(
      request,
      'rota.addShift',
      { colonyId, weekday, startMinute: 14 * 60, endMinute: 15 * 60 },
      first.token,
    );
    await server.advance(WEEK_MINUTES);
    const cora = await trpcMutation<Account>(request, 'auth.login', { email, password: PASSWORD });

    const context = await browser.newContext({
      ...devices['Pixel 5'],
      viewport: { width: 360, height: 640 },
      baseURL,
      serviceWorkers: 'allow',
      permissions: ['geolocation'],
      geolocation: spot,
    });
    const page = await context.newPage();
    await signIn(page, cora);

    // Online: the colony page is the first screen opened (before the service worker controls
    // the page), then last week of its rota, then the cat.
    await page.goto(`/colony/${colonyId}`);
    await expect(page.getByRole('heading', { name: 'Colônia do Viaduto', level: 1 })).toBeVisible();
    const rota = page.getByRole('region', { name: 'Escala de alimentação' });
    const weeks = rota.getByRole('navigation', { name: 'Escala de alimentação' });
    await weeks.getByRole('button', { name: '‹ Semana anterior' }).click();
    await expect(weeks.getByRole('heading')).toHaveText(/^Semana de \d{2}\/\d{2}$/);
    await expect(rota.getByText('Histórico: o que foi registrado nesta semana.')).toBeVisible();
    await expect(rota.getByRole('listitem', { name: shiftLabel })).toBeVisible();
    await page.goto(`/cat/${cat._id}`);
    await expect(page.getByRole('heading', { name: 'Paçoca', level: 1 })).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    await appInstalled(page);
    // The cat page's reads went out before the worker controlled the page: once it does, they
    // are asked again through it, which keeps a copy (lib/first-control.ts).
    await expect.poll(() => keptReads(page)).toContain('tnr.forCat');

    // No signal: each page reloaded comes from the device, with the time of its copy.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Paçoca', level: 1 })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    // Its sections too, each from its copy: none left loading, none failed.
    const tnr = page.getByRole('region', { name: 'Castração (TNR)' });
    await expect(tnr.getByText('Nenhuma etapa registrada ainda.')).toBeVisible();
    await expect(page.getByText(/^Não foi possível carregar/)).toHaveCount(0);
    await expect(page.getByText('Carregando…')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('offline-cat-360.png') });

    await page.goto(`/colony/${colonyId}`);
    await expect(page.getByRole('heading', { name: 'Colônia do Viaduto', level: 1 })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByText('Nenhuma alimentação registrada ainda.')).toBeVisible();
    await expect(page.getByText(/Sem resposta do servidor/)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('offline-colony-360.png') });
    await weeks.getByRole('button', { name: '‹ Semana anterior' }).click();
    await expect(rota.getByRole('listitem', { name: shiftLabel })).toBeVisible();
    await expect(rota.getByText('Histórico: o que foi registrado nesta semana.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-rota-past-week-360.png') });

    // Meanwhile another carer's phone feeds the colony; the connection returns: nothing on the
    // page is asking by then but the probe, whose answer has the page show the feeding by
    // itself, and the notice goes.
    await feed(request, cora, colonyId, cat._id, spot);
    await context.setOffline(false);
    await expect(page.getByText('Última alimentação:')).toBeVisible(BACK_ONLINE);
    await expect(page.getByText('Nenhuma alimentação registrada ainda.')).toHaveCount(0);
    await expect(offlineNotice(page)).toHaveCount(0, BACK_ONLINE);

    // The cat page too: offline from its copy, then live again on its own (here the connection
    // returns while the page still retries the reads it has no copy of, or while it probes:
    // whichever answers first).
    await context.setOffline(true);
    await page.goto(`/cat/${cat._id}`);
    await expect(offlineNotice(page)).toBeVisible();
    const checkIns = page.getByText('Total de check-ins').locator('xpath=following-sibling::dd');
    await expect(checkIns).toHaveText('0');
    await context.setOffline(false);
    await expect(checkIns).toHaveText('1', BACK_ONLINE);
    await expect(offlineNotice(page)).toHaveCount(0, BACK_ONLINE);
    await request.dispose();
  } finally {
    await server.stop();
  }
});

test('es: a colony never opened here says so offline, and opens by itself when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Colonias');
  const seen = await colonyWithCat(request, ana, spot, { colony: 'Colonia Vista', cat: 'Turrón' });
  const unseen = await colonyWithCat(request, ana, freshSpot(), {
    colony: 'Colonia Nueva',
    cat: 'Churro',
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await signIn(page, ana);
  await page.goto(`/colony/${seen.colonyId}`);
  await expect(page.getByRole('heading', { name: 'Colonia Vista', level: 1 })).toBeVisible();
  await appInstalled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Colonia Vista', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Sin conexión — datos de las \d{2}:\d{2}$/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('offline-colony-es-1280.png') });
  await page.setViewportSize({ width: 360, height: 640 });

  await page.goto(`/colony/${unseen.colonyId}`);
  const state = page.getByRole('alert');
  await expect(
    state.getByRole('heading', {
      name: 'Esta colonia no está guardada en este teléfono',
      level: 1,
    }),
  ).toBeVisible();
  await expect(state.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await expect(page.getByText(/Sin respuesta del servidor/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-colony-unsaved-es-360.png') });

  // The page has stopped retrying (it says the colony is not kept here): the probe's answer is
  // what opens it, well before the 30 s retry.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Colonia Nueva', level: 1 })).toBeVisible(
    BACK_ONLINE,
  );
  await page.screenshot({ path: test.info().outputPath('online-colony-es-360.png') });
});
