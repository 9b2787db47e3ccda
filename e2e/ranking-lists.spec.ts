import { expect, test, type APIRequestContext, type Page } from './test.js';
import { registerAccount, uniqueEmail } from './support/api.js';
import { mutate, query, seedCommunity, signIn, type Account } from './support/ranking-lists.js';

interface Ranking {
  ranking: { rank: number; _id: string; name: string; points: number }[];
  userRank: { rank: number; points: number } | null;
  totalPages: number;
}

const MEDALS = ['Medalha de ouro', 'Medalha de prata', 'Medalha de bronze'];

/** The community of support/ranking-lists.ts `seedCommunity`, seeded once for this file. */
let me: Account;
let ana: Account;
let cat: { _id: string; name: string };
let earned: Map<string, number>;

test.beforeAll(async ({ playwright, server }) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: server.url });
  ({ me, ana, cat, earned } = await seedCommunity(api));
  await api.dispose();
});

const rankingOf = (request: APIRequestContext, period: string, page = 1) =>
  query<Ranking>(request, me.token, 'ranking.list', { period, page });

const rankingResponse = (page: Page, period: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.includes('ranking.list') &&
      decodeURIComponent(response.url()).includes(`"period":"${period}"`) &&
      response.ok(),
  );

test('ranking: medals, own position, pages and the three periods', async ({ page, request }) => {
  const expected = await rankingOf(request, 'all');
  expect(expected.totalPages).toBeGreaterThanOrEqual(2);
  expect(expected.userRank).not.toBeNull();

  await signIn(page, me);
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: 'Ranking', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Todo o tempo' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const list = page.getByRole('list', { name: 'Ranking: Todo o tempo' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(expected.ranking.length);
  for (const [i, entry] of expected.ranking.slice(0, 4).entries()) {
    await expect(rows.nth(i)).toContainText(entry.name);
    const medal = rows.nth(i).getByRole('img', { name: /^Medalha de/ });
    if (entry.rank <= 3) await expect(medal).toHaveAccessibleName(MEDALS[entry.rank - 1]!);
    else await expect(medal).toHaveCount(0);
  }
  const anaRow = rows.filter({ hasText: ana.user.name });
  await expect(anaRow).toContainText(`${earned.get(ana.user._id)} pontos`);
  await expect(anaRow).toContainText('Nível 2');
  await expect(anaRow).toContainText('1 gato ajudado');
  await expect(anaRow.getByRole('link', { name: ana.user.name })).toHaveAttribute(
    'href',
    `/profile/${ana.user._id}`,
  );

  const own = page.getByRole('region', { name: 'Sua posição' });
  await expect(own).toContainText(`${expected.userRank!.rank}º lugar`);
  await expect(own).toContainText(`${earned.get(me.user._id)} pontos`);
  await page.screenshot({ path: test.info().outputPath('ranking.png'), fullPage: true });

  // Pagination.
  const total = expected.totalPages;
  const pager = page.getByRole('navigation', { name: 'Páginas do ranking' });
  await expect(pager.getByText(`Página 1 de ${total}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  const second = await rankingOf(request, 'all', 2);
  await pager.getByRole('button', { name: 'Próxima' }).click();
  await expect(pager.getByText(`Página 2 de ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(second.ranking.length);
  await expect(rows.first()).toContainText(second.ranking[0]!.name);
  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  if (total === 2) await expect(pager.getByRole('button', { name: 'Próxima' })).toBeDisabled();

  // Each period asks the server for its own ranking; this week's helpers are in all three.
  const month = rankingResponse(page, 'month');
  await page.getByRole('tab', { name: 'Este mês' }).click();
  await month;
  await expect(page).toHaveURL(/period=month/);
  await expect(page.getByRole('tab', { name: 'Este mês' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const monthList = page.getByRole('list', { name: 'Ranking: Este mês' });
  await expect(monthList.getByText(ana.user.name)).toBeVisible();
  await expect(
    pager.getByText(`Página 1 de ${(await rankingOf(request, 'month')).totalPages}`),
  ).toBeVisible();

  const week = rankingResponse(page, 'week');
  await page.keyboard.press('ArrowRight');
  await week;
  await expect(page.getByRole('tab', { name: 'Esta semana' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const weekList = page.getByRole('list', { name: 'Ranking: Esta semana' });
  await expect(weekList.getByText(ana.user.name)).toBeVisible();
  await expect(own).toContainText(`${earned.get(me.user._id)} pontos`);
});

test('ranking: a failed load says so inline and in a toast, and can be retried', async ({
  page,
}) => {
  let fail = true;
  await page.route(
    (url) => url.pathname.includes('ranking.list'),
    (route) => (fail ? route.abort('failed') : route.continue()),
  );
  await signIn(page, me);
  await page.goto('/ranking');
  await expect(
    page.getByText('Não foi possível carregar o ranking. Tente novamente mais tarde.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Erro ao carregar ranking')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('list', { name: 'Ranking: Todo o tempo' })).toBeVisible();
});

test('achievements: Primeiro Contato unlocked, the others locked with progress', async ({
  page,
}) => {
  await signIn(page, me);
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Conquistas', level: 1 })).toBeVisible();
  await expect(page.getByText('1 de 15 conquistas desbloqueadas')).toBeVisible();

  const unlocked = page.getByRole('region', { name: /Desbloqueadas/ });
  const first = unlocked.getByRole('listitem').filter({ hasText: 'Primeiro Contato' });
  await expect(first).toContainText('Desbloqueada em');
  await expect(first.getByRole('progressbar')).toHaveCount(0);

  const locked = page.getByRole('region', { name: /A desbloquear/ });
  await expect(locked.getByRole('listitem')).toHaveCount(14);
  const friend = locked.getByRole('progressbar', { name: 'Progresso de Amigo dos Gatos' });
  await expect(friend).toHaveAttribute('aria-valuenow', '1');
  await expect(friend).toHaveAttribute('aria-valuemax', '10');
  await expect(locked.getByRole('listitem').filter({ hasText: 'Amigo dos Gatos' })).toContainText(
    '1 de 10',
  );
  await expect(locked.getByRole('listitem').filter({ hasText: 'Descobridor' })).toContainText(
    '0 de 1',
  );
  await page.screenshot({ path: test.info().outputPath('achievements.png'), fullPage: true });
});

test('favourites: empty state, then the cat favourited through the API', async ({
  page,
  request,
}) => {
  await signIn(page, me);
  await page.goto('/favorites');
  await expect(page.getByText('Você ainda não tem gatos favoritos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver o mapa' })).toHaveAttribute('href', '/map');

  await mutate(request, me.token, 'favorites.add', { catId: cat._id });
  await page.reload();
  const favourites = page.getByRole('list', { name: 'Favoritos' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('heading', { name: cat.name })).toBeVisible();
  await expect(page.getByText('1 gato favorito')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('favorites.png'), fullPage: true });
  await favourites.getByRole('link', { name: cat.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
});

test('own check-ins and a cat’s check-ins, page by page', async ({ page }) => {
  await signIn(page, me);
  // Reached from the profile, as a user does (a direct load of /checkins is answered by the REST
  // shim's 404 until app.ts stops treating /checkins as an API prefix).
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Ver todos os check-ins' }).click();
  await expect(page).toHaveURL(/\/checkins$/);
  const mine = page.getByRole('list', { name: 'Meus check-ins' });
  await expect(mine.locator(':scope > li')).toHaveCount(1);
  await expect(mine).toContainText(cat.name);
  await expect(mine).toContainText('Alimentou');
  await expect(page.getByText('1 check-in', { exact: true })).toBeVisible();

  await page.goto(`/cat/${cat._id}/checkins`);
  const title = `Check-ins de ${cat.name}`;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('28 check-ins')).toBeVisible();
  const list = page.getByRole('list', { name: title });
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(20);
  // Newest first: "me" checked in last.
  await expect(items.first()).toContainText(me.user.name);
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cat-checkins.png') });
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(items).toHaveCount(8);
  await expect(items.last()).toContainText(ana.user.name);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  // The button just used is disabled now: focus went to the other one, not to the page body.
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeFocused();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Página 1 de 2')).toBeVisible();

  await page.getByRole('link', { name: `Voltar para ${cat.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));

  await page.goto('/cat/000000000000000000000000/checkins');
  await expect(page.getByRole('heading', { name: 'Gato não encontrado' })).toBeVisible();
});

test('notifications: a new account has none yet and is told what will come', async ({
  page,
  request,
}) => {
  // The seeded accounts have achievements (and so notifications): a fresh one has nothing.
  const fresh = await registerAccount<Account>(request, 'Nova Pessoa', uniqueEmail('fresh'));
  await signIn(page, fresh);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma notificação')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajustar notificações' })).toBeVisible();
});

test('forgot password, privacy policy and terms open from their links', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha', level: 1 })).toBeVisible();
  await expect(page.getByText('npm run admin -- reset-password EMAIL')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forgot.png'), fullPage: true });

  await page.getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(
    page.getByRole('heading', { name: 'Política de privacidade', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Localização' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('privacy.png'), fullPage: true });

  await page.getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jogo limpo' })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
