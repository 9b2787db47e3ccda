import { expect, test } from './test.js';
import { checkIn, createCat, pngPhoto, register, signIn } from './support/profile-settings.js';

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
  const heading = page.getByRole('heading', { level: 1, name: 'Iara Offline' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);

  // Asked again while still unreachable (as the app also does every 30 s): the cached user stays
  // on screen with the banner, its button busy, instead of the loading skeleton.
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await retry.click();
  await expect(retry).toBeDisabled();
  await expect(heading).toBeVisible();
  await expect(retry).toBeEnabled({ timeout: 20_000 });
  await expect(banner).toBeVisible();

  await page.unroute('**/trpc/**');
  await retry.click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
});
