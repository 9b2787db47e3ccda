import type { Browser, Page } from '@playwright/test';
import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/** Registration by approval and by invite code, and the admin's accounts page, in Chromium. */

let server: ModeServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function fillRegister(page: Page, url: string, email: string, inviteCode?: string) {
  await page.goto(`${url}/register`);
  await page.getByLabel('Nome').fill('Bia Nova');
  await page.getByLabel('E-mail').fill(email);
  if (inviteCode !== undefined) await page.getByLabel('Código de convite').fill(inviteCode);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
}

/** A signed-in admin (made by the admin command) on the accounts page, in its own context. */
async function adminPage(browser: Browser, s: ModeServer): Promise<Page> {
  const password = /one-time password: (\S+)/.exec(
    s.admin('create-admin', 'chefe@example.com'),
  )![1]!;
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await page.goto(`${s.url}/login`);
  await page.getByLabel('E-mail').fill('chefe@example.com');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('link', { name: 'Contas e convites' }).click();
  await expect(page.getByRole('heading', { name: 'Contas e convites', level: 1 })).toBeVisible();
  return page;
}

test('approval: a new account waits, the admin approves it, and it may then take part', async ({
  page,
  browser,
}) => {
  // A second server, the admin command and two sessions: more than the usual 30 s on a busy machine.
  test.slow();
  server = await startModeServer('approval');
  await fillRegister(page, server.url, 'bia@example.com');
  await expect(page.getByRole('heading', { name: 'Aguardando aprovação' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('accounts-pending-360.png') });
  await page.getByRole('button', { name: 'Verificar novamente' }).click();
  await expect(page.getByText('Sua conta ainda está aguardando aprovação.')).toBeVisible();

  const admin = await adminPage(browser, server);
  await expect(admin.getByText('Modo de cadastro: com aprovação')).toBeVisible();
  await expect(admin.getByText('bia@example.com')).toBeVisible();
  await admin.screenshot({
    path: test.info().outputPath('accounts-admin-1280.png'),
    fullPage: true,
  });
  await admin.getByRole('button', { name: 'Aprovar: Bia Nova' }).click();
  await expect(admin.getByText('Bia Nova foi aprovada.')).toBeVisible();
  await expect(admin.getByText('Nenhuma conta aguardando aprovação.')).toBeVisible();

  await page.getByRole('button', { name: 'Verificar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Aguardando aprovação' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Adicionar' })).toBeVisible();
});

test('invite: the admin creates a code, and only with it does registration work', async ({
  page,
  browser,
}) => {
  test.slow();
  server = await startModeServer('invite');
  const admin = await adminPage(browser, server);
  await admin.getByLabel('Usos').fill('1');
  await admin.getByRole('button', { name: 'Criar código' }).click();
  const code = (await admin.locator('.admin-new-code__code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(admin.getByText('0 de 1 usos')).toBeVisible();
  await admin.screenshot({
    path: test.info().outputPath('accounts-invites-1280.png'),
    fullPage: true,
  });
  await admin.setViewportSize({ width: 360, height: 640 });
  await admin.screenshot({
    path: test.info().outputPath('accounts-invites-360.png'),
    fullPage: true,
  });

  await fillRegister(page, server.url, 'caio@example.com', 'ERRADO-0000');
  await expect(
    page.getByText('Código de convite inválido. Confira o código que você recebeu.').first(),
  ).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('accounts-register-invite-360.png'),
    fullPage: true,
  });
  await page.getByLabel('Código de convite').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();

  await admin.reload();
  await expect(admin.getByText('1 de 1 usos')).toBeVisible();
  await expect(admin.getByText(/Esgotado/)).toBeVisible();
});

test('the accounts page is not for other users', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('Código de convite')).toHaveCount(0);
  await fillRegister(page, '', `ze.${Date.now()}@gateiros.test`);
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Contas e convites' })).toHaveCount(0);
});
