import sharp from 'sharp';
import { expect, test } from './test.js';
import { openPart, png } from './support/cat-checkin.js';
import { holdRequests } from './support/hold.js';
import {
  createCat,
  offset,
  register,
  runTag,
  serveTiles,
  signInWith,
  spotNear,
} from './support/home-map.js';

// Far from the cities the other specs seed around.
const MANAUS = { latitude: -3.119, longitude: -60.0217 };
const KEPT_KEY = 'gateiros:last-position';

test.describe('location fast path', () => {
  test('a denied browser still gets the cats around the position kept on the device', async ({
    page,
    request,
  }) => {
    const here = spotNear(MANAUS);
    const owner = await register(request, 'Guardiã do Rio');
    const name = `Boto ${runTag()}`;
    await createCat(request, owner.token, { name, at: offset(here, 300, 0), health: 'Bom' });
    const kept = JSON.stringify({ position: { ...here, source: 'browser' }, fixedAt: 1 });
    await page.addInitScript(
      (value) => localStorage.setItem('gateiros:last-position', value),
      kept,
    );
    await page.goto('/');
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
    await expect(page.getByText('Nenhum gato', { exact: false })).toHaveCount(0);
  });

  test('the map list says it is loading, never "Gatos Próximos (0)", until the list comes', async ({
    page,
    context,
    request,
  }) => {
    const here = spotNear(MANAUS);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(here);
    const owner = await register(request, 'Cartógrafa');
    await createCat(request, owner.token, { name: `Pin ${runTag()}`, at: offset(here, 200, 0) });
    await serveTiles(page);
    const { release } = await holdRequests(page, (url) => url.pathname.includes('cats.list'));
    await page.goto('/map');
    await page.getByRole('button', { name: 'Lista de gatos' }).click();
    const sheet = page.getByRole('dialog').or(page.locator('#map-list'));
    await expect(sheet.getByRole('heading', { name: 'Gatos Próximos', exact: true })).toBeVisible();
    await expect(sheet.getByText('Carregando gatos…')).toBeVisible();
    await expect(page.getByText('Nenhum gato encontrado')).toHaveCount(0);
    release();
    await expect(sheet.getByRole('heading', { name: /^Gatos Próximos \(\d+\)$/ })).toBeVisible();
  });

  test('a user who denies location may pick a place on the map, kept on the device', async ({
    page,
  }) => {
    await serveTiles(page);
    await page.goto('/map');
    const banner = page.getByRole('alert').filter({ hasText: 'Localização não disponível' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await banner.getByRole('button', { name: 'Escolher no mapa' }).click();
    await expect(banner).toHaveCount(0);
    const kept = await page.evaluate((key) => localStorage.getItem(key), KEPT_KEY);
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ position: { source: 'manual' } });
  });
});

test.describe('photo upload', () => {
  test.use({ geolocation: MANAUS, permissions: ['geolocation'] });

  test('shows its progress and a cancel that leaves the form as it was', async ({
    page,
    request,
  }) => {
    const owner = await register(request, 'Fotógrafa');
    const cat = await createCat(request, owner.token, {
      name: `Foto ${runTag()}`,
      at: offset(MANAUS, 100, 0),
    });
    await signInWith(page, owner);
    const { release } = await holdRequests(page, (url) => url.pathname.includes('checkins.create'));
    await page.goto(`/checkin/${cat._id}`);
    const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
    await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
    await page.getByRole('radio', { name: 'Bom' }).check();
    await openPart(page, 'Fotos');
    await page.getByLabel(/Fotos do check-in/).setInputFiles(await png('prova.png'));
    await openPart(page, 'Localização');
    await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Registrar check-in' }).click();

    const bar = page.getByRole('progressbar', { name: 'Progresso do envio' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await page.getByRole('button', { name: 'Cancelar envio' }).click();
    await expect(page.getByText('Envio cancelado. Nada foi salvo.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(actions.getByRole('checkbox', { name: /Alimentou/ })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Prévia de prova.png' })).toBeVisible();

    release();
    await page.unroute((url) => url.pathname.includes('checkins.create'));
    await page.getByRole('button', { name: 'Registrar check-in' }).click();
    await expect(page.getByRole('heading', { name: /^\+\d+ pontos$/ })).toBeVisible();
  });

  test('a camera photo over the size limit is made small when chosen, and sent small', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await register(request, 'Câmera');
    const cat = await createCat(request, owner.token, {
      name: `Grande ${runTag()}`,
      at: offset(MANAUS, 120, 0),
    });
    await signInWith(page, owner);
    // 4000×3000 of noise as PNG: about 30 MB, three times the 10 MB a photo may have.
    const big = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);

    await page.goto(`/checkin/${cat._id}`);
    const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
    await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
    await page.getByRole('radio', { name: 'Bom' }).check();
    await openPart(page, 'Fotos');
    await page
      .getByLabel(/Fotos do check-in/)
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('img', { name: 'Prévia de camera.jpg' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/muito grande|maior que/i)).toHaveCount(0);
    await openPart(page, 'Localização');
    await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });

    const sent = page.waitForRequest((r) => r.url().includes('checkins.create'));
    await page.getByRole('button', { name: 'Registrar check-in' }).click();
    await expect(page.getByRole('heading', { name: /^\+\d+ pontos$/ })).toBeVisible();
    const upload = await sent;
    await upload.response();
    expect((await upload.sizes()).requestBodySize).toBeLessThan(2 * 1024 * 1024);
  });
});
