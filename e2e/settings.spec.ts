import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.js';
import {
  checkIn,
  createCat,
  PASSWORD,
  query,
  register,
  signIn,
} from './support/profile-settings.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('settings: notification choices persist; the language switches and back', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Duda Alertas');
  await signIn(page, account);
  await page.goto('/settings');

  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Versão do app')).toBeVisible();
  await expect(page.getByText('1.0.0')).toBeVisible();

  const achievementAlerts = page.getByRole('switch', { name: 'Novas conquistas' });
  await expect(achievementAlerts).toBeChecked();
  await achievementAlerts.uncheck();
  const radius = page.getByRole('slider', { name: 'Raio dos alertas' });
  await expect(radius).toHaveValue('5000');
  await radius.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByText('8 km', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!').first()).toBeVisible();

  await page.reload();
  await expect(achievementAlerts).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Gatos precisando de ajuda perto de mim' }),
  ).toBeChecked();
  await expect(radius).toHaveValue('8000');
  const saved = await query<{ notificationSettings: Record<string, unknown> }>(
    request,
    'auth.me',
    undefined,
    account.token,
  );
  expect(saved.notificationSettings).toEqual({
    nearbyAlerts: true,
    favoriteUpdates: true,
    achievementAlerts: false,
    radius: 8000,
  });

  await page.getByRole('radio', { name: /EN English/ }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(mainNav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /EN English/ })).toBeChecked();

  await page.getByRole('radio', { name: /PT Português/ }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Início' })).toBeVisible();
});

test('the data export downloads a JSON file with the user’s check-ins', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Edu Exporta');
  const cat = await createCat(request, account.token, 'Mingau');
  const made = await checkIn(request, account.token, cat._id, 'Água trocada.');
  await signIn(page, account);
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gateiros-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string };
    checkIns: { _id: string; cat: { name: string }; actionsDescription: string }[];
  };
  expect(exported.account.email).toBe(account.email);
  expect(exported.checkIns).toHaveLength(1);
  expect(exported.checkIns[0]).toMatchObject({
    _id: made.checkIn._id,
    cat: { name: 'Mingau' },
    actionsDescription: 'Água trocada.',
  });
  await expect(page.getByText('Seus dados foram baixados.').first()).toBeVisible();
});

test('changing the password: a wrong current one is refused at its field; the new one signs in', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Gabi Troca');
  await signIn(page, account);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Alterar senha' });

  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('Senha atual é obrigatória')).toBeVisible();
  await expect(card.getByLabel('Senha atual')).toBeFocused();

  await card.getByLabel('Senha atual').fill('errada1');
  await card.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await card.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('As senhas não conferem')).toBeVisible();

  await card.getByLabel('Confirmar nova senha').fill('nova-senha-1');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('Senha atual incorreta')).toBeVisible();

  await card.getByLabel('Senha atual').fill(PASSWORD);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(card.getByLabel('Senha atual')).toHaveValue('');

  // This session goes on with a new token; the old one (another device) is over.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  const old = await request.get('/trpc/auth.me', { headers: { 'x-auth-token': account.token } });
  expect(old.status()).toBe(401);

  // The sign-out ends the session on the server, then on this device: done once it says so.
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByText('Você saiu da sua conta.').first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill('nova-senha-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
});

test('deleting the account signs out, frees the e-mail and keeps check-ins as "Usuário removido"', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Fabi Apaga');
  const cat = await createCat(request, account.token, 'Pretinha');
  await checkIn(request, account.token, cat._id, 'Levei ração.');
  await signIn(page, account);
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('seu e-mail, sua senha, seu nome, sua foto e seus favoritos');
  await expect(dialog).toContainText('Usuário removido');
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();

  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Entrar / Criar conta' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old token no longer works and the same e-mail can register again.
  const me = await request.get('/trpc/auth.me', { headers: { 'x-auth-token': account.token } });
  expect(me.status()).toBe(401);
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Fabi de Novo');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();

  // The check-in stays, attributed to the removed user.
  const byCat = await query<{ checkIns: { user: { name: string } }[] }>(request, 'checkins.byCat', {
    catId: cat._id,
  });
  expect(byCat.checkIns.map((c) => c.user.name)).toEqual(['Usuário removido']);
  await page.goto(`/cat/${cat._id}`);
  const recent = page.getByRole('region', { name: 'Check-ins recentes' });
  await expect(recent.getByText('Levei ração.')).toBeVisible();
  await expect(recent.getByText('Usuário removido')).toBeVisible();
  await expect(page.getByText('Fabi Apaga')).toHaveCount(0);
  await page.goto(`/profile/${account.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuário removido' })).toBeVisible();
  await expect(page.getByText('Fabi Apaga')).toHaveCount(0);
});

test('"Sair" ends the session on the server; "Sair de todos os aparelhos" asks first, ends every one and the other devices say why', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const account = await register(request, 'Hana Sessões');
  const status = (token: string) =>
    request
      .get('/trpc/auth.me', { headers: { 'x-auth-token': token } })
      .then((res) => res.status());
  await signIn(page, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByText('Você saiu da sua conta.').first()).toBeVisible();
  expect(await status(account.token)).toBe(401);

  // Two devices signed in; one of them signs out of all.
  const login = async () => {
    const res = await request.post('/trpc/auth.login', {
      data: { email: account.email, password: PASSWORD },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { result: { data: { token: string } } }).result.data.token;
  };
  const [phone, laptop] = [await login(), await login()];
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: phone, user: account.user },
  );
  // The laptop is another browser, in pt-BR; a tablet reads English.
  const device = async (token: string, lang?: string) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
    await context.addInitScript(
      ({ token, user, lang }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        if (lang) localStorage.setItem('lang', lang);
      },
      { token, user: account.user, lang },
    );
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByRole('heading', { level: 1, name: 'Hana Sessões' })).toBeVisible();
    return other;
  };
  const laptopPage = await device(laptop);
  const tablet = await login();
  const tabletPage = await device(tablet, 'en');

  await page.goto('/settings');
  await expect(page.getByText(account.email)).toBeVisible();
  const everywhere = page.getByRole('button', { name: 'Sair de todos os aparelhos' });
  await everywhere.click();
  const dialog = page.getByRole('dialog', { name: 'Sair de todos os aparelhos?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Você sai deste e de todos os outros aparelhos');
  // A destructive choice: focus starts on "Cancelar", which changes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('logout-everywhere-confirm-360.png') });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(everywhere).toBeFocused();
  expect(await status(phone)).toBe(200);

  await everywhere.click();
  await dialog.getByRole('button', { name: 'Sim, sair de todos' }).click();
  await expect(page.getByText('Você saiu de todos os aparelhos, inclusive deste.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await status(phone)).toBe(401);
  expect(await status(laptop)).toBe(401);

  // The other devices learn it at their next request: not "expired", but what happened.
  await laptopPage.reload();
  await expect(laptopPage).toHaveURL(/\/login\?signedOut=true/);
  await expect(
    laptopPage.getByText('Você saiu deste aparelho em outro lugar. Entre de novo para continuar.'),
  ).toBeVisible();
  await expect(laptopPage.getByText('Sua sessão expirou')).toHaveCount(0);
  await laptopPage.screenshot({ path: testInfo.outputPath('signed-out-elsewhere-360.png') });

  await tabletPage.reload();
  await expect(tabletPage).toHaveURL(/\/login\?signedOut=true/);
  await expect(
    tabletPage.getByText('You were signed out of this device from elsewhere.'),
  ).toBeVisible();

  // REST says the same, with the reason a script can read.
  const rest = await request.get('/api/auth/me', { headers: { 'x-auth-token': laptop } });
  expect(rest.status()).toBe(401);
  expect(await rest.json()).toEqual({
    msg: 'Você saiu deste aparelho em outro lugar. Entre de novo para continuar.',
    reason: 'signedOut',
  });
  const bogus = await request.get('/api/auth/me', { headers: { 'x-auth-token': 'x.y.z' } });
  expect(await bogus.json()).toEqual({ msg: 'Não autorizado. Por favor, faça login novamente.' });
});
