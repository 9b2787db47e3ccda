import { SMTPServer } from 'smtp-server';
import { startModeServer, type ModeServer } from './support/mode-server.js';
import { expect, test } from './test.js';

/**
 * Forgot password → the mail (read from a local SMTP server) → its link → a new password → sign
 * in; and the address verification link, on a server of its own that sends e-mail.
 */

let server: ModeServer | undefined;
let smtp: SMTPServer | undefined;
const inbox: { to: string; text: string }[] = [];

test.beforeEach(async () => {
  inbox.length = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Quoted-printable soft line breaks and escapes undone: enough to read the link.
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        for (const to of session.envelope.rcptTo) inbox.push({ to: to.address, text });
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp!.listen(0, '127.0.0.1', () => resolve((smtp!.server.address() as { port: number }).port));
  });
  server = await startModeServer('open', (url) => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_TLS: 'none',
    SMTP_FROM: 'Gateiros <gateiros@example.org>',
    PUBLIC_URL: url,
  }));
});
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

async function linkTo(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}\\?token=[A-Za-z0-9_-]{43}`);
  await expect
    .poll(() => inbox.filter((m) => m.to === address && pattern.test(m.text)).length)
    .toBeGreaterThan(0);
  const mail = inbox.filter((m) => m.to === address && pattern.test(m.text)).at(-1)!;
  return pattern.exec(mail.text)![0];
}

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `ana.${Date.now()}@example.com`;
  const registered = await page.request.post(`${server!.url}/trpc/auth.register`, {
    data: { name: 'Ana Reset', email, password: 'senha-antiga-1' },
  });
  expect(registered.ok()).toBe(true);

  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`${server!.url}/login`);
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  // The login form has an "E-mail" field too: fill the new page's once it is there.
  await expect(page.getByRole('heading', { name: 'Recuperar senha', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(`Se houver uma conta com ${email}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forgot-sent-360.png'), fullPage: true });

  await page.goto(await linkTo(email, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Criar nova senha', level: 1 })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-22');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-22');
  await page.screenshot({ path: test.info().outputPath('reset-form-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada! Entre com a nova senha.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-22');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Configurações' })).toBeVisible();

  // The link works once.
  const reused = await page.request.post(`${server!.url}/trpc/email.resetPassword`, {
    headers: { 'x-lang': 'es' },
    data: {
      token: new URL(await linkTo(email, '/reset-password')).searchParams.get('token'),
      password: 'otra-clave-33',
    },
  });
  expect(reused.status()).toBe(400);
  expect(await reused.text()).toContain('ya no vale');
});

test('a new account confirms its address from the mailed link', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `bia.${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server!.url}/register`);
  await page.getByLabel('Nome').fill('Bia Verifica');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo12');
  await page.getByLabel('Confirmar senha').fill('segredo12');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText(/Confirme seu e-mail pelo link que enviamos/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verify-banner-1280.png'), fullPage: true });

  await page.goto(await linkTo(email, '/verify-email'));
  await expect(page.getByText('E-mail confirmado!')).toBeVisible();
  await expect(page.getByText(/Confirme seu e-mail pelo link/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('verify-done-1280.png'), fullPage: true });
});
