import { expect, test, type Page } from './test.js';
import { createCat, register as registerAccount } from './support/profile-settings.js';

const unique = () => `ana.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gateiros.test`;

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Ana Gateira');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('register, stay signed in across a reload, come back to a protected page, log out', async ({
  page,
}) => {
  const email = unique();
  await register(page, email);
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Adicionar' })).toBeVisible();

  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Entrar / Criar conta' })).toHaveCount(0);

  // Logout lives in Settings, reached from the header.
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Entrar / Criar conta' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Adicionar' })).toHaveCount(0);

  // A protected page sends a signed-out visitor to login, then back to that page.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});

test('login shows the validation messages of the spec and a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('O e-mail é obrigatório')).toBeVisible();
  await expect(page.getByText('A senha é obrigatória')).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@gateiros.test');
  await page.getByLabel('Senha', { exact: true }).fill('errada1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Erro: E-mail ou senha incorretos')).toBeVisible();
});

test('register refuses mismatched passwords and a taken e-mail', async ({ page }) => {
  const email = unique();
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Bia');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('outra123');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();

  await register(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  await register(page, email.toUpperCase());
  await expect(page.getByText('Este e-mail já está cadastrado').first()).toBeVisible();
});

test('an expired session sends the user to login with a notice', async ({ page }) => {
  // Stored before the app's first script runs: setting it in an open page raced that page's own
  // requests, whose 401 could end the session before /profile was opened.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', 'expired.or.tampered');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?expired=true/);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.').first()).toBeVisible();
});

test('unknown paths show the 404 page with links home and to the map', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver o mapa' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('a visitor who taps Ranking is told why the login page opened; toasts close with a finger', async ({
  page,
}) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Ranking' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText('Entre ou crie uma conta para ver o ranking e a sua posição.'),
  ).toBeVisible();

  await page.getByLabel('E-mail').fill('ninguem@gateiros.test');
  await page.getByLabel('Senha', { exact: true }).fill('errada123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const close = page.getByRole('button', { name: 'Fechar' }).first();
  await expect(close).toBeVisible();
  const box = (await close.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  // The red error toast's text is readable: at least 4.5:1 on its background.
  const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
  const ratio = await toast.evaluate((element) => {
    const rgb = (value: string) =>
      value
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (value: string) => {
      const [r, g, b] = rgb(value).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.backgroundColor), luminance(style.color)].sort(
      (a, b) => b - a,
    );
    return (light! + 0.05) / (dark! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test('on a phone, the way to sign up is on the login screen without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/login');
  const signUp = page.getByRole('link', { name: 'Cadastre-se' });
  await expect(signUp).toBeInViewport();
  // No Google sign-in configured on this server: no disabled button in the way.
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toHaveCount(0);
  // The dead 'Entrar com Apple — Em breve' button is gone (issue 32).
  await expect(page.getByRole('button', { name: /Entrar com Apple/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('login-360.png') });
});

test('a newcomer sent to login by a check-in finds "Criar conta" on the first screen; "Entrar" chosen from the menu keeps "Bem-vindo de volta!"', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerAccount(request, 'Otto Dono');
  const cat = await createCat(request, owner.token, 'Faísca');
  // Above the bottom navigation, at least 44 px tall.
  const firstScreen = async (name: string) => {
    const navTop = (await page.locator('nav.main-nav').boundingBox())!.y;
    const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(navTop);
    expect(box.height).toBeGreaterThanOrEqual(44);
  };

  await page.goto(`/cat/${cat._id}`);
  await page.getByRole('link', { name: 'Fazer Check-in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckin%2F/);
  await expect(page.getByText('Você precisa estar logado para fazer um check-in')).toBeVisible();
  await expect(page.getByText('Primeira vez aqui? Crie uma conta em um minuto.')).toBeVisible();
  await expect(page.getByText('Bem-vindo de volta!')).toHaveCount(0);
  await firstScreen('Criar conta');
  await page.screenshot({ path: testInfo.outputPath('login-newcomer-360.png') });

  // It keeps the way back: the new account lands on the check-in it came for.
  await page.getByRole('link', { name: 'Criar conta', exact: true }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fcheckin%2F/);
  await page.getByLabel('Nome').fill('Nina Nova');
  await page.getByLabel('E-mail').fill(unique());
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkin/${cat._id}$`));

  // Someone who chooses "Entrar" is welcomed back, with the sign-up link under the form.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/map');
  await nav(page).getByRole('link', { name: 'Entrar / Criar conta' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Bem-vindo de volta! Os gatinhos sentiram sua falta.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cadastre-se' })).toBeVisible();

  // Spanish: the same first screen after a check-in.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/checkin/${cat._id}`);
  await expect(page.getByText('¿Primera vez aquí? Crea una cuenta en un minuto.')).toBeVisible();
  await firstScreen('Crear cuenta');
});
