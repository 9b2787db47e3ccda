import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test.js';
import { axeOn } from './support/axe.js';
import { trpcMutation, trpcUpload } from './support/api.js';
import {
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type Account,
  type Point,
} from './support/cat-checkin.js';

// Issue 32, sections 3 and 5: requests reach people, the helper's brief, sharing to WhatsApp
// without positions, and the small things (at 360×640 in pt-BR; spot checks at 1280 and in English).

test.use({ permissions: ['geolocation'] });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function phoneOf(browser: Browser, account: Account, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The WhatsApp text of a share link, decoded. */
async function sharedText(page: Page, name: string | RegExp) {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  return new URL(href!).searchParams.get('text')!;
}

/** No coordinate of the spot, to 3 decimals, in any form. */
function expectNoPosition(text: string, spot: Point) {
  for (const value of [spot.latitude, spot.longitude]) {
    const fixed = value.toFixed(3);
    expect(text).not.toContain(fixed);
    expect(text).not.toContain(fixed.replace('.', ','));
  }
  expect(text).not.toMatch(/-?\d{1,3}[.,]\d{3,}/);
}

test('join request: the coordinator is told (bell, count on the colony), approves, and the person who asked is told', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const cora = await register(request, 'Cora Coordena');
  const bia = await register(request, 'Bia Pede');
  const spot = freshSpot();
  const colony = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia da Ponte', ...spot },
    cora.token,
  );
  await serveTiles(page);

  // Bia asks on her phone.
  const biaPage = await phoneOf(browser, bia, baseURL);
  await serveTiles(biaPage);
  await biaPage.goto(`/colony/${colony._id}`);
  await biaPage.getByRole('button', { name: 'Pedir para entrar' }).click();
  await expect(biaPage.getByText('Pedido enviado', { exact: true })).toBeVisible();

  // Cora's bell counts it; the notification leads to the colony, which shows the count.
  await signIn(page, cora);
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notificações: 1 não lida' });
  await expect(bell).toBeVisible();
  const box = await bell.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await bell.click();
  const item = page.getByRole('link', { name: /Bia Pede pediu para entrar em Colônia da Ponte\./ });
  await expect(item).toBeVisible();
  await shot(page, 'notifications-request-360');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/colony/${colony._id}$`));
  await expect(page.getByText('1 pedido para entrar esperando sua decisão')).toBeVisible();
  await shot(page, 'colony-pending-badge-360');
  const requests = page.getByRole('region', { name: 'Pedidos para entrar' });
  await requests.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('1 pedido para entrar esperando sua decisão')).toHaveCount(0);

  // Bia is told.
  await biaPage.goto('/notifications');
  await expect(
    biaPage.getByRole('link', {
      name: /Você agora faz parte de Colônia da Ponte: os gatos e a escala da colônia aparecem para você\./,
    }),
  ).toBeVisible();
  await shot(biaPage, 'notifications-approved-360');
  await biaPage.context().close();
});

test('an emergency: the helper the reporter accepts sees the note, the needs, where to go and her WhatsApp; share links carry no position', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const spot = freshSpot();
  const rita = await register(request, 'Rita Relata');
  const bia = await register(request, 'Bia Ajuda');
  await trpcMutation(request, 'users.setContact', { whatsapp: '+55 11 98765-4321' }, rita.token);
  const cat = await createCat(request, rita, spot, {
    name: 'Nina',
    location: { ...spot, address: 'Rua das Flores 12' },
  });
  await trpcUpload(request, 'checkins.create', rita.token, {
    catId: cat._id,
    actions: ['Verificou bem-estar'],
    actionsDescription: 'Pata ferida, perto do portão azul',
    healthStatus: 'Emergência',
    needs: ['Tratamento médico'],
    location: spot,
  });

  await serveTiles(page);
  await signIn(page, bia);
  await page.goto(`/cat/${cat._id}`);
  const panel = page.getByRole('region', { name: 'Eu vou ajudar' });
  const text = await sharedText(page, 'Compartilhar no WhatsApp');
  expect(text).toContain('Nina está em Emergência e precisa de ajuda.');
  expect(text).toContain(`/cat/${cat._id}`);
  expect(text).not.toContain('Rua das Flores');
  expectNoPosition(text, spot);
  // Nobody but a helper on the way gets the number.
  await expect(page.getByRole('link', { name: /^Falar com/ })).toHaveCount(0);

  // "Eu vou ajudar" is an offer: nothing of the reporter's shows until she accepts it.
  await panel.getByRole('button', { name: 'Eu vou ajudar' }).click();
  const offered = page.getByRole('region', { name: 'Bia Ajuda ofereceu ajuda' });
  await expect(
    offered.getByText(
      /^Você ofereceu ajuda\. Quem cuida deste gato ou quem relatou precisa aceitar/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Relatado por Rita Relata')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Falar com/ })).toHaveCount(0);
  await shot(page, 'emergency-helper-waiting-360');

  // Rita accepts in one tap from her notifications, then types where to go on the cat page.
  const ritaPage = await phoneOf(browser, rita, baseURL);
  await serveTiles(ritaPage);
  await ritaPage.goto('/notifications');
  await expect(ritaPage.getByRole('link', { name: /^Bia Ajuda quer ajudar Nina\./ })).toBeVisible();
  await shot(ritaPage, 'emergency-offer-notification-360');
  await ritaPage.getByRole('button', { name: 'Aceitar ajuda de Bia Ajuda' }).click();
  await expect(ritaPage.getByText('Ajuda de Bia Ajuda aceita.')).toBeVisible();
  await ritaPage.goto(`/cat/${cat._id}`);
  const offers = ritaPage.getByRole('region', { name: 'Bia Ajuda está a caminho' });
  await expect(offers.getByText('Bia Ajuda: a caminho')).toBeVisible();
  await offers.getByLabel('Onde ir (ponto de referência)').fill('Portão azul da escola');
  await offers.getByRole('button', { name: 'Enviar onde ir' }).click();
  await expect(ritaPage.getByText('Enviado.')).toBeVisible();
  await offers.scrollIntoViewIfNeeded();
  await shot(ritaPage, 'emergency-accepter-spot-360');

  await page.reload();
  const going = page.getByRole('region', { name: 'Bia Ajuda está a caminho' });
  await expect(going.getByText('Relatado por Rita Relata')).toBeVisible();
  await expect(going.getByText('Pata ferida, perto do portão azul')).toBeVisible();
  await expect(going.getByText('Tratamento médico')).toBeVisible();
  await expect(going.getByText('Portão azul da escola')).toBeVisible();
  const chat = going.getByRole('link', { name: 'Falar com Rita Relata no WhatsApp' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/5511987654321');
  await going.scrollIntoViewIfNeeded();
  await shot(page, 'emergency-helper-brief-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'emergency-helper-brief-1280');
  await page.setViewportSize({ width: 360, height: 640 });

  // "Não vou mais": the number and where to go are gone.
  await going.getByRole('button', { name: 'Não vou mais' }).click();
  await expect(chat).toHaveCount(0);
  await expect(page.getByText('Portão azul da escola')).toHaveCount(0);

  // A rota gap, shared by a member: the colony's name and the day, never a position.
  const colony = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia da Ladeira', ...spot },
    rita.token,
  );
  await trpcMutation(
    request,
    'rota.addShift',
    { colonyId: colony._id, weekday: 6, startMinute: 18 * 60, endMinute: 19 * 60 },
    rita.token,
  );
  await ritaPage.goto(`/colony/${colony._id}`);
  const gap = await sharedText(ritaPage, /^Compartilhar no WhatsApp que o turno/);
  expect(gap).toContain('Colônia da Ladeira: ninguém na escala de');
  expect(gap).toContain('18:00–19:00');
  expect(gap).toContain(`/colony/${colony._id}`);
  expectNoPosition(gap, spot);
  const share = ritaPage.getByRole('link', { name: /^Compartilhar no WhatsApp que o turno/ });
  await share.scrollIntoViewIfNeeded();
  await shot(ritaPage, 'rota-gap-share-360');
  await ritaPage.context().close();

  // Bia is no member: the rota, and its gaps, are not hers to share.
  await page.goto(`/colony/${colony._id}`);
  await expect(page.getByRole('heading', { name: 'Colônia da Ladeira', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Compartilhar no WhatsApp/ })).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.slow();

  test('a cat never opened on this phone says it is not saved here and will open with a connection', async ({
    page,
    context,
    request,
  }) => {
    const spot = freshSpot();
    const ana = await register(request, 'Ana Sem Sinal');
    const unseen = await createCat(request, ana, spot, { name: 'Nunca Visto' });
    await signIn(page, ana);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await context.setOffline(true);
    await page.goto(`/cat/${unseen._id}`);
    await expect(
      page.getByRole('heading', { name: 'Este gato não está salvo neste celular', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText('Ele ainda não foi aberto neste aparelho. Vai abrir quando houver conexão.'),
    ).toBeVisible();
    await expect(page.getByText('Erro ao carregar perfil do gato')).toHaveCount(0);
    await shot(page, 'cat-unseen-offline-360');
    await context.setOffline(false);
  });
});

test('the small things: toasts under the header, dates in the app’s format in an English browser, the login link keeps the page, English spot check', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const spot = freshSpot();
  const cora = await register(request, 'Cora Relatório');
  const colony = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Relatório', ...spot },
    cora.token,
  );

  // Not signed in: "Entrar / Criar conta" brings back to the page.
  await page.goto('/map');
  const login = page.getByRole('link', { name: 'Entrar / Criar conta' });
  await expect(login).toHaveAttribute('href', '/login?next=%2Fmap');
  await expect(page.getByRole('button', { name: /Apple/ })).toHaveCount(0);
  await login.click();
  await expect(page.getByRole('button', { name: /Apple/ })).toHaveCount(0);
  await shot(page, 'login-360');

  // The browser speaks English (Playwright's default en-US); the app is in pt-BR.
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await signIn(page, cora);
  await page.goto(`/reports/impact?colonyId=${colony._id}&from=2026-11-01&to=2026-11-20`);
  const heading = page.getByRole('heading', { name: 'Relatório de impacto', level: 1 });
  await expect(heading).toBeVisible();
  const start = page.getByLabel('Data inicial');
  await expect(start).toHaveValue('01/11/2026');
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expect(page.getByLabel('Início')).toHaveCount(0);
  // The heading comes first on the phone.
  const headingBox = await heading.boundingBox();
  const startBox = await start.boundingBox();
  expect(headingBox!.y).toBeLessThan(startBox!.y);
  await start.fill('05/11/2026');
  await page.getByRole('button', { name: 'Ver relatório' }).click();
  await expect(page).toHaveURL(/from=2026-11-05/);
  await expect(page.getByText(/De 05\/11\/2026 a 20\/11\/2026/)).toBeVisible();
  await expect(page.getByText('Colônia do Relatório', { exact: true })).toBeVisible();
  await expect(page.getByText(/Colônia: Colônia/)).toHaveCount(0);
  await shot(page, 'impact-report-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'impact-report-1280');
  await page.setViewportSize({ width: 360, height: 640 });

  // A toast opens under the header: never over the bell or settings, with a 44 px close button.
  await page.goto('/profile');
  await page.getByLabel('Número do WhatsApp').fill('11 98765');
  await page.getByRole('button', { name: 'Compartilhar com quem vai ajudar' }).click();
  await expect(page.getByText(/Digite o número do WhatsApp com \+/).first()).toBeVisible();
  await page.getByLabel('Número do WhatsApp').fill('+55 11 98765-4321');
  await page.getByRole('button', { name: 'Compartilhar com quem vai ajudar' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Número salvo.' });
  await expect(toast).toBeVisible();
  const header = await page.locator('.app-header').boundingBox();
  // Once it has slid in (sonner animates it from above).
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  const close = await toast.getByRole('button', { name: 'Fechar' }).boundingBox();
  // Rounded to the device pixel: the box is 44 CSS px, measured as 43.99999 while sonner's
  // entrance transform settles.
  expect(Math.round(close!.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(close!.height)).toBeGreaterThanOrEqual(44);
  await expect(page.getByText('+5511987654321')).toBeVisible();
  await shot(page, 'profile-whatsapp-360');

  // English: the same screens speak it.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/reports/impact?colonyId=${colony._id}&from=2026-11-01&to=2026-11-20`);
  await expect(page.getByRole('heading', { name: 'Impact report', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await page.goto('/profile');
  await expect(
    page.getByRole('heading', { name: 'WhatsApp for people coming to help' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'profile-whatsapp-en-1280');
});

test.describe('axe', () => {
  test.use({ bypassCSP: true });

  test('the profile names every link by its visible text (label-content-name-mismatch)', async ({
    page,
    request,
  }) => {
    const ana = await register(request, 'Ana Perfil');
    await signIn(page, ana);
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { name: 'WhatsApp para quem vai ajudar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas as colônias' })).toBeVisible();
    const { violations, passes } = await axeOn(page)
      .withRules(['label-content-name-mismatch', 'target-size'])
      .analyze();
    expect(passes.length).toBeGreaterThan(0);
    const found = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
});
