import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.js';
import {
  checkIn,
  createCat,
  PASSWORD,
  pngPhoto,
  query,
  register,
  signIn,
} from './support/profile-settings.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('edit name, bio and photo, choose an avatar; both survive a reload', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Ana Gateira');
  await signIn(page, account);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Ana Gateira' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await expect(stats.getByText('0 / 100 pontos para o nível 2')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso para o nível 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const name = page.getByLabel('Nome');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('Bia Protetora');
  await page.getByLabel('Bio').fill('Cuido dos gatos da praça todas as manhãs.');
  await page.getByLabel('Foto de perfil').setInputFiles({
    name: 'eu.png',
    mimeType: 'image/png',
    buffer: await pngPhoto(),
  });
  await expect(page.getByText('Nova foto escolhida: eu.png')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

  const heading = page.getByRole('heading', { level: 1, name: 'Bia Protetora' });
  await expect(heading).toBeVisible();
  const picture = page.getByRole('img', { name: 'Foto de Bia Protetora' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  // The uploaded picture is served for real.
  const uploaded = await request.get((await picture.getAttribute('src'))!);
  expect(uploaded.headers()['content-type']).toContain('image/webp');

  await page.getByRole('button', { name: 'Alterar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolha seu avatar' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Gato Preto/ }).click();
  await expect(page.getByText('Avatar atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(picture).toHaveAttribute('src', '/avatars/black.svg');

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText('Cuido dos gatos da praça todas as manhãs.')).toBeVisible();
  await expect(picture).toHaveAttribute('src', '/avatars/black.svg');
  await page.getByRole('button', { name: 'Alterar foto' }).click();
  await expect(dialog.getByRole('button', { name: /Gato Preto/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('profile sections show achievements, favourites and latest check-ins', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Caio Padrinho');
  const cat = await createCat(request, account.token, 'Frajola');
  await checkIn(request, account.token, cat._id, 'Deixei ração e água fresca.');
  const favorite = await request.post('/trpc/favorites.add', {
    headers: { 'x-auth-token': account.token },
    data: { catId: cat._id },
  });
  expect(favorite.ok()).toBe(true);
  await signIn(page, account);
  await page.goto('/profile');

  const achievements = page.getByRole('region', { name: 'Conquistas' });
  await expect(achievements.getByText('Primeiro Contato')).toBeVisible();
  await expect(achievements.getByRole('link', { name: 'Ver todas as conquistas' })).toHaveAttribute(
    'href',
    '/achievements',
  );
  const favorites = page.getByRole('region', { name: 'Favoritos' });
  await expect(favorites.getByRole('link', { name: 'Frajola', exact: true })).toBeVisible();
  const checkins = page.getByRole('region', { name: 'Últimos check-ins' });
  await expect(checkins.getByText('Deixei ração e água fresca.')).toBeVisible();
  await checkins.getByRole('link', { name: 'Ver todos os check-ins' }).click();
  await expect(page).toHaveURL(/\/checkins$/);
});

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

  await page.getByRole('button', { name: 'Sair' }).click();
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
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
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

test('a public profile shows name and level, never the e-mail; unknown ids say so', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Gabi Pública');
  const cat = await createCat(request, owner.token, 'Tigrão');
  await checkIn(request, owner.token, cat._id, 'Tudo certo.');
  const visitor = await register(request, 'Hugo Visitante');
  await signIn(page, visitor);

  await page.goto(`/profile/${owner.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gabi Pública' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await expect(stats.getByText('Nível', { exact: true })).toBeVisible();
  await expect(stats.getByRole('definition').first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: 'Conquistas' })).toContainText('Primeiro Contato');
  await expect(page.getByText(owner.email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Alterar foto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);

  await page.goto('/profile/ffffffffffffffffffffffff');
  await expect(page.getByRole('heading', { name: 'Usuário não encontrado' })).toBeVisible();
});

test('with the server unreachable the profile shows the cached user in offline mode', async ({
  page,
  request,
}) => {
  const account = await register(request, 'Iara Offline');
  await signIn(page, account);
  await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
  await page.goto('/profile');

  const banner = page.getByText('O servidor está enfrentando problemas. Modo offline ativado.');
  // Each call is retried twice before the screen gives up on it.
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Iara Offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);

  await page.unroute('**/trpc/**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
});
