import type { Browser, Page } from '@playwright/test';
import { trpcMutation, trpcQuery, trpcUpload } from './support/api.js';
import {
  type Account,
  createCat,
  freshSpot,
  openPart,
  register,
  serveTiles,
  signIn,
} from './support/cat-checkin.js';
import { expect, test } from './test.js';

test.use({ permissions: ['geolocation'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações|Notifications/ });

/** Another person's phone: a context of its own at 360×640, signed in, in `lang`. */
async function phoneOf(
  browser: Browser,
  account: Account,
  baseURL: string | undefined,
  lang = 'pt-BR',
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 640 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
  await signIn(page, account);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 640 });
}

test('an emergency reaches the carer nearby, who goes to help; others see it; her check-in ends it', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const spot = freshSpot();
  const registrar = await register(request, 'Rui Registrador');
  const ana = await register(request, 'Ana Vigia');
  const bia = await register(request, 'Bia Vizinha');
  const caio = await register(request, 'Caio Passante');
  const cat = await createCat(request, registrar, spot, { name: 'Nina' });
  // Ana sets her region in Settings from where she is (nearby alerts are on by default).
  await context.setGeolocation(spot);
  await serveTiles(page);
  await signIn(page, ana);
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'Minha região' });
  await expect(
    region.getByText('Sem região definida: você não recebe alertas de gatos próximos.'),
  ).toBeVisible();
  await region.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(page.getByText('Região salva.')).toBeVisible();
  await expect(
    region.getByText('Região definida. Toque no mapa para mudar o ponto.'),
  ).toBeVisible();
  await region.scrollIntoViewIfNeeded();
  await shoot(page, 'region');
  const stored = await trpcQuery<{ region: { latitude: number } | null }>(
    request,
    'notifications.region',
    undefined,
    ana.token,
  );
  expect(stored.region?.latitude).toBe(Math.round(spot.latitude * 100) / 100);

  // Caio passes by and finds Nina hurt.
  await trpcUpload(request, 'checkins.create', caio.token, {
    catId: cat._id,
    actions: ['Verificou bem-estar'],
    healthStatus: 'Emergência',
    location: spot,
  });
  // Caio is not Nina's carer: his report waits, and Rui, her registrar, confirms it on her page.
  const ruiPage = await phoneOf(browser, registrar, baseURL);
  await ruiPage.goto(`/cat/${cat._id}`);
  const reported = ruiPage.getByRole('region', { name: 'Relatado, aguardando confirmação' });
  await expect(reported.getByText(/^Caio Passante relatou Emergência/)).toBeVisible();
  await shoot(ruiPage, 'reported');
  await reported.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toasts(ruiPage).getByText('Saúde confirmada: Emergência.')).toBeVisible();
  await expect(reported).toHaveCount(0);
  await ruiPage.context().close();

  // Ana's bell counts it; the list leads to the cat.
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notificações: 1 não lida' });
  await expect(bell).toBeVisible();
  await shoot(page, 'bell');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('link', { name: /Nina, perto da sua região, está em Emergência\./ });
  await expect(item).toBeVisible();
  await shoot(page, 'notifications');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
  // The list stays until the cat page's code has come; then the address and the page change.
  await expect(page.getByRole('heading', { name: 'Nina', level: 1 })).toBeVisible();
  // Opened, the alert is read: the bell has no count any more.
  await expect(page.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();

  // She offers to go; Rui, Nina's registrar, accepts her offer.
  const help = page.getByRole('region', { name: /Eu vou ajudar|ofereceu ajuda|está a caminho/ });
  await help.getByRole('button', { name: 'Eu vou ajudar' }).click();
  await expect(toasts(page).getByText('Avisamos quem acompanha Nina.')).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Ana Vigia ofereceu ajuda' })).toBeVisible();
  await trpcMutation(
    request,
    'help.accept',
    { catId: cat._id, userId: ana.user._id },
    registrar.token,
  );
  await page.reload();
  await expect(help.getByRole('heading', { name: 'Ana Vigia está a caminho' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Não vou mais' })).toBeVisible();
  await shoot(page, 'going');

  // Bia (in English) sees who is on the way, on the cat page and in the emergencies list.
  const biaPage = await phoneOf(browser, bia, baseURL, 'en');
  await biaPage.goto(`/cat/${cat._id}`);
  const biaHelp = biaPage.getByRole('region', { name: 'Ana Vigia is on the way' });
  await expect(biaHelp).toBeVisible();
  await expect(biaHelp.getByRole('button', { name: 'I’m going too' })).toBeVisible();
  await shoot(biaPage, 'on-the-way-en');
  await biaPage.context().setGeolocation(spot);
  await biaPage.goto('/?tab=emergency');
  const card = biaPage
    .getByRole('article')
    .filter({ has: biaPage.getByRole('link', { name: 'Nina' }) });
  await expect(card.getByText('on the way')).toBeVisible();
  await biaPage.context().close();

  // Ana arrives and checks in: her notice ends.
  await page.goto(`/checkin/${cat._id}`);
  const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
  await actions.getByRole('checkbox', { name: /Levou ao veterinário/ }).check();
  await page.getByRole('radio', { name: 'Precisa de atenção' }).check();
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  // The check-in's result card, then back to the cat from it.
  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  await expect(result.getByRole('heading', { name: /^\+\d+ pontos$/ })).toBeVisible();
  await result.getByRole('link', { name: 'Voltar para Nina' }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
  const after = page.getByRole('region', { name: 'Eu vou ajudar' });
  await expect(after.getByRole('button', { name: 'Eu vou ajudar' })).toBeVisible();
  await expect(page.getByText('Ana Vigia está a caminho')).toHaveCount(0);
  const seen = await trpcQuery<{ cat: { helpers: unknown[] } }>(request, 'cats.byId', {
    id: cat._id,
  });
  expect(seen.cat.helpers).toEqual([]);

  // The registrar was told Ana was on the way.
  const told = await trpcQuery<{ notifications: { text: string }[] }>(
    request,
    'notifications.list',
    {},
    registrar.token,
  );
  expect(told.notifications.map((n) => n.text)).toContain('Ana Vigia está a caminho de Nina.');
});
