import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/** The first run from the browser: the one-time setup link creates the admin, then dies. */

let server: ModeServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('the setup link asks name, e-mail and password, creates the admin, and then no longer works', async ({
  page,
}) => {
  server = await startModeServer('open', (url) => ({ PUBLIC_URL: url }));
  const link = /https?:\/\/\S+\/setup\?token=[A-Za-z0-9_-]{43}/.exec(
    server.admin('setup-link'),
  )![0];

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Configurar o Gateiros', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Nome').fill('Quem Cuida');
  await page.getByLabel('E-mail').fill('cuida@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo-longo');
  await page.getByLabel('Confirmar senha').fill('segredo-longo');
  await page.getByRole('button', { name: 'Criar administrador' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Administrador criado. Bem-vindo!')).toBeVisible();
  // Signed in as an admin: the admin pages are offered.
  await expect(page.getByRole('link', { name: 'Contas e convites' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Este link de configuração não vale mais');
  await expect(page.getByRole('button', { name: 'Criar administrador' })).toHaveCount(0);
});
