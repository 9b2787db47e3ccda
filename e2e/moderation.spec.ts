import type { Browser, Page } from '@playwright/test';
import { registerAccount, trpcQuery, uniqueEmail, PASSWORD } from './support/api.js';
import { createCat, freshSpot, type Account } from './support/cat-checkin.js';
import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/** Reports and the moderators' page, on a server of its own (the admin command flags Mara). */

let server: ModeServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });

async function phone(browser: Browser, s: ModeServer, token?: string) {
  const context = await browser.newContext({
    baseURL: s.url,
    viewport: { width: 360, height: 640 },
  });
  const page = await context.newPage();
  if (token) await page.addInitScript((value) => localStorage.setItem('token', value), token);
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

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a report, a moderator hides the photo, the owner sees why, it is restored; a suspended user cannot sign in', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  server = await startModeServer('open');
  const s = server;
  const api = await playwright.request.newContext({ baseURL: s.url });
  const olga = await registerAccount<Account>(api, 'Olga Dona', uniqueEmail('olga'));
  const ana = await registerAccount<Account>(api, 'Ana Atenta', uniqueEmail('ana'));
  const samEmail = uniqueEmail('sam');
  const sam = await registerAccount<Account>(api, 'Sam Spam', samEmail);
  const cat = await createCat(api, olga, freshSpot(), { name: 'Bigode' });
  const password = /one-time password: (\S+)/.exec(
    s.admin('create-moderator', 'mara@example.com'),
  )![1]!;

  // Ana reports the photo.
  const anaPage = await phone(browser, s, ana.token);
  await anaPage.goto(`/cat/${cat._id}`);
  await anaPage.getByRole('button', { name: 'Denunciar este gato' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Denunciar' });
  await dialog.getByRole('radio', { name: 'A foto principal' }).check();
  await dialog.getByRole('radio', { name: 'Foto imprópria ou que não é de gato' }).check();
  await dialog.getByLabel('Conte o que aconteceu (opcional)').fill('É a foto de um cachorro.');
  await shoot(anaPage, 'report-dialog');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(toasts(anaPage).getByText('Denúncia enviada. Obrigado!')).toBeVisible();
  // …and Sam's profile.
  await anaPage.goto(`/profile/${sam.user._id}`);
  await anaPage.getByRole('button', { name: 'Denunciar esta pessoa' }).click();
  await anaPage.getByRole('radio', { name: 'Spam ou propaganda' }).check();
  await anaPage.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(toasts(anaPage).getByText('Denúncia enviada. Obrigado!')).toBeVisible();

  // Mara, moderator, works the queue.
  const mara = await phone(browser, s);
  await logIn(mara, 'mara@example.com', password);
  await expect(mara.getByRole('link', { name: 'Configurações' })).toBeVisible();
  await mara.getByRole('link', { name: 'Configurações' }).click();
  await mara.getByRole('link', { name: 'Moderação: denúncias' }).click();
  await expect(mara.getByRole('heading', { name: 'Denúncias abertas' })).toBeVisible();
  const photoItem = mara.getByRole('article').filter({ hasText: 'É a foto de um cachorro.' });
  await expect(photoItem.getByText('1 denúncia')).toBeVisible();
  await shoot(mara, 'queue');
  await photoItem.getByLabel(/Motivo da decisão/).fill('Foto de outro animal');
  await photoItem.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toasts(mara).getByText('Conteúdo ocultado.')).toBeVisible();
  await expect(photoItem).toHaveCount(0);

  // Gone for everyone else…
  const seen = await trpcQuery<{ cat: { photoUrl: string } }>(api, 'cats.byId', { id: cat._id });
  expect(seen.cat.photoUrl).toBe('');
  await anaPage.goto(`/cat/${cat._id}`);
  await expect(anaPage.getByRole('heading', { name: 'Bigode' })).toBeVisible();
  await expect(anaPage.locator('img[src*="/uploads/"]')).toHaveCount(0);
  // …while Olga sees it marked, with the reason, and was told.
  const olgaPage = await phone(browser, s, olga.token);
  await olgaPage.goto(`/cat/${cat._id}`);
  await expect(
    olgaPage.getByText('1 foto oculta pela moderação. Motivo: Foto de outro animal'),
  ).toBeVisible();
  await shoot(olgaPage, 'owner-sees-why');
  await olgaPage.getByRole('link', { name: /^Notificações: \d+ não lidas?$/ }).click();
  await expect(
    olgaPage.getByText('Um conteúdo seu foi ocultado pela moderação: Foto de outro animal'),
  ).toBeVisible();

  // Mara restores it from the log.
  await mara.goto('/admin?view=log');
  const entry = mara.getByRole('listitem').filter({ hasText: 'Foto de outro animal' });
  await entry.getByLabel(/Motivo da decisão/).fill('Era um gato afinal');
  await entry.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toasts(mara).getByText('Conteúdo restaurado.')).toBeVisible();
  const back = await trpcQuery<{ cat: { photoUrl: string } }>(api, 'cats.byId', { id: cat._id });
  expect(back.cat.photoUrl).not.toBe('');

  // Mara suspends Sam; Sam's session ends and login says why.
  await mara.goto('/admin');
  const samItem = mara.getByRole('article').filter({ hasText: 'Sam Spam' });
  await samItem.getByLabel(/Motivo da decisão/).fill('Contas falsas em série');
  await samItem.getByRole('button', { name: 'Suspender a conta' }).click();
  await expect(toasts(mara).getByText('Conta suspensa.')).toBeVisible();
  const samPage = await phone(browser, s);
  await logIn(samPage, samEmail, PASSWORD);
  await expect(
    samPage.getByText(/Sua conta foi suspensa pela moderação\. Motivo: Contas falsas em série/),
  ).toBeVisible();
  await shoot(samPage, 'suspended-login');
  await api.dispose();
});
