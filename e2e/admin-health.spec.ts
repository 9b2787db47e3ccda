import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/** The admins' server health page, on a server of its own whose first backup ran at start. */

let server: ModeServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function signedInAdmin(browser: Browser, s: ModeServer, width: number, height: number) {
  const password = /one-time password: (\S+)/.exec(
    s.admin('create-admin', 'zeladora@example.com'),
  )![1]!;
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await page.goto(`${s.url}/login`);
  await page.getByLabel('E-mail').fill('zeladora@example.com');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Configurações' })).toBeVisible();
  return page;
}

test('an admin sees the last automatic backup and the server figures, in pt-BR and English', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  server = await startModeServer('open', () => ({ BACKUP_KEEP: '3' }));
  const page = await signedInAdmin(browser, server, 360, 640);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('link', { name: 'Saúde do servidor e backups' }).click();
  await expect(page.getByRole('heading', { name: 'Saúde do servidor', level: 1 })).toBeVisible();
  // The backup taken when the server started, listed with its date.
  await expect(page.getByText(/^Último backup: /)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByText(/guardando os 3 mais recentes/)).toBeVisible();
  await expect(page.getByText('Pessoas')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-health-360.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Server health', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Last backup: /)).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('admin-health-1280-en.png'),
    fullPage: true,
  });
});

test('an admin sees the off-site restic copy and the lost-password warning', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const offsite = mkdtempSync(join(tmpdir(), 'gateiros-e2e-restic-'));
  try {
    server = await startModeServer('open', () => ({
      BACKUP_RESTIC_REPOSITORY: join(offsite, 'repo'),
      BACKUP_RESTIC_PASSWORD: 'senha-do-restic-e2e',
      RESTIC_CACHE_DIR: join(offsite, 'cache'),
    }));
    const page = await signedInAdmin(browser, server, 360, 640);
    await page.goto(`${server.url}/admin/health`);
    await expect(
      page.getByRole('heading', { name: 'Cópia fora do servidor (restic)', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(/senha perdida significa backups externos perdidos/)).toBeVisible();
    // The copy of the backup taken at start runs in the background: read the page until it is in.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^Última cópia fora do servidor: /)).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText(/^Para .*repo, guardando as 14 mais recentes\.$/)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('admin-health-offsite-360.png'),
      fullPage: true,
    });
  } finally {
    await server?.stop();
    server = undefined;
    rmSync(offsite, { recursive: true, force: true });
  }
});

test('the page is not there for someone who is not an admin', async ({ page }) => {
  await page.goto('/admin/health');
  await expect(page.getByRole('heading', { name: 'Saúde do servidor' })).toHaveCount(0);
});
