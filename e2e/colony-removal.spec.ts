import type { Page } from '@playwright/test';
import { expect, test } from './test.js';
import { trpcMutation } from './support/api.js';
import { createCat, freshSpot, register, serveTiles, signIn } from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'] });

const KEPT_LISTS = 'gateiros:home-lists';

/** Whether the service worker's copies of API answers or the kept lists hold this text. */
const keptOnDevice = (page: Page, needle: string) =>
  page.evaluate(
    async ({ needle, key }) => {
      const texts = [localStorage.getItem(key) ?? ''];
      if (await caches.has('api-reads')) {
        const cache = await caches.open('api-reads');
        for (const request of await cache.keys()) {
          texts.push(await (await cache.match(request))!.text());
        }
      }
      return texts.some((text) => text.includes(needle));
    },
    { needle, key: KEPT_LISTS },
  );

test('a coordinator removes a member with a reason: the member is told and the exact spots leave her phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const spot = freshSpot();
  const cora = await register(request, 'Cora Coordena');
  const bia = await register(request, 'Bia Remove');
  const cat = await createCat(request, cora, spot, { name: 'Mingau do Coreto' });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Coreto', ...spot },
    cora.token,
  );
  await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  await trpcMutation(request, 'colonies.join', { colonyId }, bia.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: bia.user._id, decision: 'approve' },
    cora.token,
  );

  // Bia, on her phone, opens the cat: its exact spot is now on her device.
  const biaContext = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: spot,
  });
  const biaPage = await biaContext.newPage();
  await serveTiles(biaPage);
  await signIn(biaPage, bia);
  // The user kept for offline starts, as after an earlier visit: the home list is kept too.
  await biaPage.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(user));
  }, bia.user);
  await biaPage.goto('/');
  await expect(biaPage.getByRole('article').filter({ hasText: 'Mingau do Coreto' })).toBeVisible();
  await biaPage.goto(`/cat/${cat._id}`);
  await expect(biaPage.getByText('Localização exata (você é cuidador(a))')).toBeVisible();
  const exact = String(spot.latitude);
  await expect.poll(() => keptOnDevice(biaPage, exact)).toBe(true);

  // Cora removes her, saying why.
  await signIn(page, cora);
  await page.goto(`/colony/${colonyId}`);
  // The members' names come side by side; their tools one tap away.
  await page.getByRole('button', { name: 'Gerenciar membros' }).click();
  await page.getByRole('button', { name: 'Remover Bia Remove da colônia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover Bia Remove da colônia?' });
  await expect(
    dialog.getByText('só pode pedir para entrar de novo depois de 7 dias'),
  ).toBeVisible();
  await dialog.getByLabel('Motivo (opcional)').fill('Não aparece há meses');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Bia Remove saiu da colônia.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membros' }).getByText('Bia Remove')).toHaveCount(
    0,
  );

  // Bia's app learns it when it comes back to the front: the copies go, the cat shows its
  // public area, and she is told why.
  await biaPage.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(biaPage.getByText('Localização exata (você é cuidador(a))')).toHaveCount(0);
  await expect.poll(() => keptOnDevice(biaPage, exact)).toBe(false);
  await biaPage.goto('/notifications');
  await expect(
    biaPage.getByText(
      'A coordenação de Colônia do Coreto tirou você da colônia. Motivo: Não aparece há meses. Você pode pedir para entrar de novo depois de 7 dias.',
    ),
  ).toBeVisible();
  await biaContext.close();
});

test('leaving asks first, then the exact spots leave the phone at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const spot = freshSpot();
  const cora = await register(request, 'Cora Coordena');
  const caio = await register(request, 'Caio Sai');
  const cat = await createCat(request, cora, spot, { name: 'Fumaça do Coreto' });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia da Feira', ...spot },
    cora.token,
  );
  await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  await trpcMutation(request, 'colonies.join', { colonyId }, caio.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: caio.user._id, decision: 'approve' },
    cora.token,
  );

  await page.context().setGeolocation(spot);
  await serveTiles(page);
  await signIn(page, caio);
  await page.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(user));
  }, caio.user);
  await page.goto('/');
  await expect(page.getByRole('article').filter({ hasText: 'Fumaça do Coreto' })).toBeVisible();
  const exact = String(spot.latitude);
  await expect.poll(() => keptOnDevice(page, exact)).toBe(true);

  await page.goto(`/colony/${colonyId}`);
  await page.getByRole('button', { name: 'Sair da colônia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair de Colônia da Feira?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Você é cuidador(a)')).toBeVisible();
  await page.getByRole('button', { name: 'Sair da colônia' }).click();
  await dialog.getByRole('button', { name: 'Sair da colônia' }).click();
  await expect(page.getByText('Você saiu da colônia.')).toBeVisible();
  await expect.poll(() => keptOnDevice(page, exact)).toBe(false);
});
