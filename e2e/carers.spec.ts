import type { Browser, Page } from '@playwright/test';
import { trpcMutation, trpcQuery } from './support/api.js';
import { createCat, freshSpot, register, signIn, type Account } from './support/cat-checkin.js';
import { expect, test } from './test.js';

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });

interface CatView {
  cat: { exactLocation: boolean; location: { coordinates: [number, number] } };
}

/** A second person's browser, at the same phone size. */
async function pageOf(browser: Browser, account: Account, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

async function shoot(page: Page, name: string) {
  const carers = page.getByRole('region', { name: 'Cuidadores' });
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await carers.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 640 });
}

test('carers by approval: ask, approve, see the exact point, revoke, lose it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two people, five screens and ten screenshots: more than one usual test's time.
  test.slow();
  const spot = freshSpot();
  const ana = await register(request, 'Ana Registradora');
  const bia = await register(request, 'Bia Vizinha');
  const cat = await createCat(request, ana, spot, { name: 'Pretinha' });
  const view = () => trpcQuery<CatView>(request, 'cats.byId', { id: cat._id }, bia.token);
  const shifted = (await view()).cat.location.coordinates;
  expect((await view()).cat.exactLocation).toBe(false);

  // Bia asks on the cat page.
  const biaPage = await pageOf(browser, bia, baseURL);
  await biaPage.goto(`/cat/${cat._id}`);
  const biaCarers = biaPage.getByRole('region', { name: 'Cuidadores' });
  await expect(biaPage.getByText(/só quem cuida dele vê o ponto exato/)).toBeVisible();
  await expect(biaCarers.getByText('1 pessoa cuida deste gato.')).toBeVisible();
  await biaCarers.getByRole('button', { name: 'Sou cuidador(a) deste gato' }).click();
  await biaCarers.getByLabel('Mensagem (opcional)').fill('Dou ração a ela todas as manhãs.');
  await shoot(biaPage, 'ask');
  await biaCarers.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(biaCarers.getByText('Pedido enviado — aguardando aprovação')).toBeVisible();
  await shoot(biaPage, 'asked');

  // Ana sees it on her profile and on the cat page, and approves.
  await signIn(page, ana);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Pedidos de cuidador(a)' });
  await expect(panel.getByText('Bia Vizinha')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Pretinha' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`profile-requests-${width}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/cat/${cat._id}`);
  const anaCarers = page.getByRole('region', { name: 'Cuidadores' });
  await expect(anaCarers.getByText('Dou ração a ela todas as manhãs.')).toBeVisible();
  await expect(page.getByText('Localização exata (você é cuidador(a))')).toBeVisible();
  await shoot(page, 'pending');
  await anaCarers.getByRole('button', { name: 'Aprovar o pedido de Bia Vizinha' }).click();
  await expect(toasts(page).getByText('Pedido aprovado.')).toBeVisible();
  await expect(
    anaCarers.getByRole('button', { name: 'Revogar o acesso de Bia Vizinha' }),
  ).toBeVisible();
  await shoot(page, 'carers');

  // Bia now sees the exact point.
  await biaPage.reload();
  await expect(biaPage.getByText('Localização exata (você é cuidador(a))')).toBeVisible();
  await expect(biaCarers.getByText('Você é cuidador(a) deste gato.')).toBeVisible();
  const exact = (await view()).cat;
  expect(exact.exactLocation).toBe(true);
  expect(exact.location.coordinates).toEqual([spot.longitude, spot.latitude]);

  // Ana revokes; Bia loses it and is told when she may ask again.
  await anaCarers.getByRole('button', { name: 'Revogar o acesso de Bia Vizinha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revogar o acesso de Bia Vizinha?' });
  await dialog.getByRole('button', { name: 'Revogar' }).click();
  await expect(toasts(page).getByText('Acesso revogado.')).toBeVisible();
  await expect(anaCarers.getByText('Bia Vizinha')).toHaveCount(0);

  await biaPage.reload();
  await expect(biaPage.getByText('Localização exata (você é cuidador(a))')).toHaveCount(0);
  await expect(biaPage.getByText(/só quem cuida dele vê o ponto exato/)).toBeVisible();
  await expect(biaCarers.getByText(/Seu acesso de cuidador\(a\) foi revogado/)).toBeVisible();
  await expect(biaCarers.getByText(/Você poderá pedir de novo a partir de/)).toBeVisible();
  await shoot(biaPage, 'revoked');
  const after = (await view()).cat;
  expect(after.exactLocation).toBe(false);
  expect(after.location.coordinates).toEqual(shifted);
  await biaPage.context().close();
});

test('declining a carer request asks first, saying what it means', async ({ page, request }) => {
  const ana = await register(request, 'Ana Decide');
  const caio = await register(request, 'Caio Pede');
  const cat = await createCat(request, ana, freshSpot(), { name: 'Fumaça' });
  await trpcMutation(request, 'carers.request', { catId: cat._id }, caio.token);
  await signIn(page, ana);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Pedidos de cuidador(a)' });
  const decline = panel.getByRole('button', { name: 'Recusar o pedido de Caio Pede' });
  await decline.click();
  const dialog = page.getByRole('dialog', { name: 'Recusar o pedido de Caio Pede?' });
  await expect(dialog).toContainText('não passa a cuidar de Fumaça');
  await expect(dialog).toContainText('7 dias');
  await page.screenshot({ path: test.info().outputPath('carer-decline-dialog-360.png') });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByText('Caio Pede')).toBeVisible();

  await decline.click();
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(toasts(page).getByText('Pedido recusado.')).toBeVisible();
  await expect(panel.getByText('Caio Pede')).toHaveCount(0);
});
