import { PASSWORD, registerAccount, trpcMutation, uniqueEmail } from './support/api.js';
import {
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type Account,
} from './support/cat-checkin.js';
import { communityTime, startNoonServer, type NoonServer } from './support/community-clock.js';
import { devices, expect, test } from './test.js';

const PT_DAYS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];

let server: NoonServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('a coordinator adds a shift, a carer takes it; when its window passes without a feeding the carer is told', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  // The scheduler runs on the server's clock, which stands at the community's noon (a window of
  // two minutes never crosses midnight) and which this spec moves past the window.
  server = await startNoonServer();
  const start = communityTime(server.now());
  const end = communityTime(new Date(server.now().getTime() + 2 * 60_000));
  const baseURL = server.url;
  const request = await playwright.request.newContext({ baseURL });
  const phone = { ...devices['Pixel 5'], viewport: { width: 360, height: 640 }, baseURL };
  const page = await (await browser.newContext(phone)).newPage();
  const spot = freshSpot();
  const coraEmail = uniqueEmail('rota');
  const cora = await registerAccount<Account>(request, 'Cora Escala', coraEmail);
  const caio = await register(request, 'Caio Turno');
  const cat = await createCat(request, cora, spot, { name: 'Pipoca da Escala' });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia da Escala', ...spot },
    cora.token,
  );
  await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  await trpcMutation(request, 'colonies.join', { colonyId }, caio.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: caio.user._id, decision: 'approve' },
    cora.token,
  );
  await serveTiles(page);

  // Cora adds a shift that runs now and ends in two minutes.
  await signIn(page, cora);
  await page.goto(`/colony/${colonyId}`);
  const rota = page.getByRole('region', { name: 'Escala de alimentação' });
  await expect(rota.getByText('Nenhum turno ainda.')).toBeVisible();
  const form = rota.getByRole('form', { name: 'Novo turno' });
  // A window that ends before it starts is refused at its field by the shared schema.
  await form.getByLabel('Início').fill('08:00');
  await form.getByLabel('Fim').fill('07:00');
  await form.getByRole('button', { name: 'Adicionar turno' }).click();
  await expect(form.getByText('O fim do turno precisa ser depois do início.')).toBeVisible();
  await expect(form.getByLabel('Fim')).toBeFocused();
  await form.getByLabel('Dia').selectOption({ label: PT_DAYS[start.weekday]! });
  await form.getByLabel('Início').fill(start.time);
  await form.getByLabel('Fim').fill(end.time);
  await form.getByRole('button', { name: 'Adicionar turno' }).click();
  const label = `${PT_DAYS[start.weekday]} ${start.time}–${end.time}`;
  const shift = rota.getByRole('listitem', { name: label });
  await expect(shift).toBeVisible();
  await expect(shift.getByText('Agora')).toBeVisible();
  await expect(shift.getByText('Ninguém inscrito ainda.')).toBeVisible();

  // Caio, on his phone, takes it.
  const caioContext = await browser.newContext(phone);
  const caioPage = await caioContext.newPage();
  await signIn(caioPage, caio);
  await caioPage.goto(`/colony/${colonyId}`);
  const hisShift = caioPage.getByRole('listitem', { name: label });
  await hisShift.getByRole('button', { name: 'Quero este turno' }).click();
  await expect(hisShift.getByText(/^Cuidadores \(1\/3\): .*Caio Turno$/)).toBeVisible();
  await expect(hisShift.getByRole('button', { name: 'Sair do turno' })).toBeVisible();
  await expect(caioPage.getByRole('form', { name: 'Novo turno' })).toHaveCount(0);
  await caioPage.screenshot({ path: test.info().outputPath('rota-carer-360.png'), fullPage: true });

  await page.reload();
  await expect(shift.getByText(/^Cuidadores \(1\/3\): .*Caio Turno$/)).toBeVisible();
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: test.info().outputPath(`rota-coordinator-${width}.png`),
      fullPage: true,
    });
  }

  // Nobody fed: once the window has passed, the scheduler's sweep (every minute) tells Caio.
  const { ran } = await server.advance(3);
  expect(ran).toContain('rota-alerts');
  await caioPage.goto('/notifications');
  await expect(
    caioPage.getByText(
      `O turno (${PT_DAYS[start.weekday]}, ${start.time}–${end.time}) de Colônia da Escala terminou sem alimentação registrada.`,
    ),
  ).toBeVisible();
  await caioPage.screenshot({
    path: test.info().outputPath('rota-missed-360.png'),
    fullPage: true,
  });
  await caioPage.goto(`/colony/${colonyId}`);
  await expect(hisShift.getByText('Perdido')).toBeVisible();
  await caioContext.close();

  // Two weeks later Cora looks back: the week before, then the week of the missed shift, which is
  // where the rota began (no earlier week to open). The page stays whole while each week loads.
  await server.advance(14 * 24 * 60);
  // Her session of two weeks ago has expired: she signs in again.
  await signIn(
    page,
    await trpcMutation<Account>(request, 'auth.login', { email: coraEmail, password: PASSWORD }),
  );
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/colony/${colonyId}`);
  const weeks = rota.getByRole('navigation', { name: 'Escala de alimentação' });
  const weekTitle = weeks.getByRole('heading');
  const back = weeks.getByRole('button', { name: '‹ Semana anterior' });
  await expect(weekTitle).toHaveText('Esta semana');
  await back.click();
  await expect(weekTitle).toHaveText(/^Semana de \d{2}\/\d{2}$/);
  const oneBack = await weekTitle.textContent();
  await expect(rota.getByText('Histórico: o que foi registrado nesta semana.')).toBeVisible();
  await expect(rota.getByRole('listitem', { name: label })).toBeVisible();
  await back.click();
  await expect(weekTitle).toHaveText(/^Semana de \d{2}\/\d{2}$/);
  expect(await weekTitle.textContent()).not.toBe(oneBack);
  const missed = rota.getByRole('listitem', { name: label });
  await expect(missed.getByText('Perdido')).toBeVisible();
  await expect(back).toBeDisabled();
  await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('rota-two-weeks-back-360.png') });
  await weeks.getByRole('button', { name: 'Semana seguinte ›' }).click();
  await weeks.getByRole('button', { name: 'Semana seguinte ›' }).click();
  await expect(weekTitle).toHaveText('Esta semana');
  await request.dispose();
});
