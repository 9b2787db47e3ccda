import { expect, test, type Page } from './test.js';
import { trpcQuery, trpcUpload } from './support/api.js';
import { createCat, freshSpot, openPart, png, register, signIn } from './support/cat-checkin.js';
import { controlledBySw, readOutbox, setCapturedAt } from './support/offline.js';

test.use({ serviceWorkers: 'allow', permissions: ['geolocation'] });
// Each test loads several screens twice (online, then from the device) on a shared machine.
test.slow();

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });
const offlineNotice = (page: Page) => page.getByText(/^Sem conexão — dados de \d{2}:\d{2}$/);
const HOUR_MS = 60 * 60_000;

test('offline after a first visit: home, a cat page and the map list open from the device', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Offline');
  const cat = await createCat(request, ana, spot, { name: 'Sardinha' });
  await signIn(page, ana);

  await page.goto('/');
  await controlledBySw(page);
  const cards = page.getByRole('article').filter({ hasText: 'Sardinha' });
  await expect(cards.first()).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByRole('heading', { name: 'Sardinha', level: 1 })).toBeVisible();
  await page.goto('/map');
  await page.getByRole('button', { name: 'Lista de gatos' }).click();
  await expect(page.locator('#map-list').getByRole('button', { name: /Sardinha/ })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(cards.first()).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByRole('heading', { name: 'Sardinha', level: 1 })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await page.goto('/map');
  await page.getByRole('button', { name: 'Lista de gatos' }).click();
  await expect(page.locator('#map-list').getByRole('button', { name: /Sardinha/ })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pwa-offline-map-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/cat/${cat._id}`);
  await expect(offlineNotice(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pwa-offline-cat-1280.png') });

  // Back online: the data is live again and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sardinha', level: 1 })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('a first visit to the map, then no signal a few metres on: the last pins stay, with the time they are from', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Mapa Offline');
  await createCat(request, ana, spot, { name: 'Tainha' });
  await signIn(page, ana);
  // The map is the first screen opened: its cats come before the service worker controls the page.
  await page.goto('/map');
  const pin = page.getByRole('button', { name: /^Tainha, / });
  await expect(pin).toBeVisible();
  // The worker installs (the app's files precached) but did not see that request; the home,
  // opened once it controls the page, leaves it the app's settings.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: 'Tainha' }).first()).toBeVisible();

  // Then no signal, a few metres on, and the map again.
  await context.setGeolocation({ latitude: spot.latitude + 0.002, longitude: spot.longitude });
  await context.setOffline(true);
  await page.goto('/map');
  await expect(pin).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  // The chip counts the kept pins; nothing says it is loading, nor that the server is silent.
  await expect(page.getByRole('status').filter({ hasText: /no mapa/ })).toHaveText(
    /^\d+ (gato|gatos) no mapa$/,
  );
  await expect(page.getByText('Carregando gatos…')).toHaveCount(0);
  await expect(page.getByText(/Sem resposta do servidor/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-map-pins-360.png') });
});

interface CheckinRow {
  _id: string;
  pointsEarned: number;
  createdAt: string;
  bonusDetails: { type: string }[];
}

/** Fills the check-in form of `catId` (one action, health, one photo) and sends it. */
async function checkInOffline(page: Page, catId: string) {
  await page.goto(`/checkin/${catId}`);
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.context().setOffline(true);
  const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
  await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
  await page.getByRole('radio', { name: 'Bom' }).check();
  await openPart(page, 'Fotos');
  await page.getByLabel(/Fotos do check-in/).setInputFiles(await png('na-rua.png'));
  await expect(page.getByRole('img', { name: 'Prévia de na-rua.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  // The result card says where the check-in is (no toast on top of it); back to the cat.
  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  await expect(result.getByRole('heading', { name: 'Guardado no aparelho' })).toBeFocused();
  await expect(result.getByText(/será enviado quando a conexão voltar/)).toBeVisible();
  await expect(toasts(page).getByText(/^Sem conexão: guardado no aparelho/)).toHaveCount(0);
  await result.getByRole('link', { name: /^Voltar para / }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${catId}$`));
}

test('a check-in made offline waits in the outbox, goes out once on reconnecting, by its capturedAt', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Dona Fila');
  const caio = await register(request, 'Caio de Rua');
  const cat = await createCat(request, ana, spot, { name: 'Pipoca' });
  await signIn(page, caio);
  await page.goto(`/cat/${cat._id}`);
  await controlledBySw(page);

  await checkInOffline(page, cat._id);
  const banner = page.getByText('1 envio aguardando conexão');
  await expect(banner).toBeVisible();
  const [item] = await readOutbox(page);
  expect(item).toMatchObject({ kind: 'checkin', files: [{ field: 'photos', name: 'na-rua.png' }] });
  expect(item!.clientId).toMatch(/^[0-9a-f-]{36}$/);
  // Made two hours ago on the phone: the points and the time follow that moment.
  const capturedAt = new Date(Date.now() - 2 * HOUR_MS).toISOString();
  await setCapturedAt(page, item!.clientId, capturedAt);

  await page.getByRole('button', { name: 'Ver' }).click();
  const list = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
  await expect(list.getByText('Check-in: Pipoca')).toBeVisible();
  await expect(list.getByText(/1 foto/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pwa-outbox-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('pwa-outbox-1280.png') });
  await list.getByRole('button', { name: 'Fechar' }).click();

  await context.setOffline(false);
  // Alimentou 10, first check-in on the cat +15, a photo +5.
  await expect(
    toasts(page).getByText('Check-in guardado foi enviado (Pipoca): +30 pontos'),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await readOutbox(page)).toEqual([]);

  const stored = await trpcQuery<{ checkIns: CheckinRow[] }>(request, 'checkins.byCat', {
    catId: cat._id,
  });
  expect(stored.checkIns).toHaveLength(1);
  expect(stored.checkIns[0]!.pointsEarned).toBe(30);
  expect(stored.checkIns[0]!.createdAt).toBe(capturedAt);

  // The same send again (a reply lost on the way): the first result, nothing stored twice.
  const photo = item!.files[0]!;
  const replay = await trpcUpload<{ checkIn: { _id: string }; pointsEarned: number }>(
    request,
    'checkins.create',
    caio.token,
    { ...JSON.parse(item!.data), clientId: item!.clientId, capturedAt },
    {
      photos: {
        name: photo.name,
        mimeType: photo.type,
        buffer: Buffer.from(photo.base64, 'base64'),
      },
    },
  );
  expect(replay).toMatchObject({ checkIn: { _id: stored.checkIns[0]!._id }, pointsEarned: 30 });
  const after = await trpcQuery<{ checkIns: CheckinRow[] }>(request, 'checkins.byCat', {
    catId: cat._id,
  });
  expect(after.checkIns).toHaveLength(1);
});

test('a check-in queued 25 hours ago is stored with 0 points and offlineTooOld', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Dona Velha');
  const bia = await register(request, 'Bia Sem Sinal');
  const cat = await createCat(request, ana, spot, { name: 'Canela' });
  await signIn(page, bia);
  await page.goto(`/cat/${cat._id}`);
  await controlledBySw(page);

  await checkInOffline(page, cat._id);
  const [item] = await readOutbox(page);
  await setCapturedAt(page, item!.clientId, new Date(Date.now() - 25 * HOUR_MS).toISOString());

  await context.setOffline(false);
  await expect(
    toasts(page).getByText('Check-in guardado foi enviado (Canela): registrado, sem pontos'),
  ).toBeVisible();
  const stored = await trpcQuery<{ checkIns: CheckinRow[] }>(request, 'checkins.byCat', {
    catId: cat._id,
  });
  expect(stored.checkIns).toHaveLength(1);
  expect(stored.checkIns[0]!.pointsEarned).toBe(0);
  expect(stored.checkIns[0]!.bonusDetails.map((bonus) => bonus.type)).toContain('offlineTooOld');
  const me = await trpcQuery<{ points: number }>(request, 'auth.me', undefined, bia.token);
  expect(me.points).toBe(0);
});

test('a waiting check-in can be discarded from the outbox list, after a confirmation', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Descarte');
  const cat = await createCat(request, ana, spot, { name: 'Fumaça' });
  await signIn(page, ana);
  await page.goto(`/cat/${cat._id}`);
  await controlledBySw(page);

  await checkInOffline(page, cat._id);
  await page.getByRole('button', { name: 'Ver' }).click();
  const list = page.getByRole('dialog', { name: 'Envios guardados no aparelho' });
  await list.getByRole('button', { name: 'Descartar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Descartar este envio?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByText('Check-in: Fumaça')).toBeVisible();
  await list.getByRole('button', { name: 'Descartar' }).click();
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByText('1 envio aguardando conexão')).toHaveCount(0);
  expect(await readOutbox(page)).toEqual([]);

  await context.setOffline(false);
  const stored = await trpcQuery<{ checkIns: CheckinRow[] }>(request, 'checkins.byCat', {
    catId: cat._id,
  });
  expect(stored.checkIns).toHaveLength(0);
});
