import { PASSWORD, registerAccount, trpcMutation, uniqueEmail } from './support/api.js';
import { createCat, freshSpot, serveTiles, signIn, type Account } from './support/cat-checkin.js';
import { startNoonServer, type NoonServer } from './support/community-clock.js';
import { devices, expect, test } from './test.js';

// Issue 46, "Gatos sumidos": a colony cat nobody ticked nor checked in for 7 days is told to the
// coordinators once, with who saw it last; the colony page shows each cat's last sighting. The
// scheduler runs on the server's clock, which this spec moves by 8 days.

const DAY_MINUTES = 24 * 60;

let server: NoonServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('a cat left unticked for 8 days is told to the coordinator, with who saw it last; the colony page marks it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  server = await startNoonServer();
  const baseURL = server.url;
  const request = await playwright.request.newContext({ baseURL });
  const phone = {
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 640 },
    baseURL,
    permissions: ['geolocation'],
  };
  const spot = freshSpot();
  const coraEmail = uniqueEmail('unseen');
  const cora = await registerAccount<Account>(request, 'Cora Sumiço', coraEmail);
  const bia = await registerAccount<Account>(request, 'Bia Sumiço', uniqueEmail('unseen'));
  const mingau = await createCat(request, cora, spot, { name: 'Mingau Sumiço' });
  const pipoca = await createCat(request, cora, spot, { name: 'Pipoca Sumiço' });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Sumiço', ...spot },
    cora.token,
  );
  for (const cat of [mingau, pipoca]) {
    await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  }
  await trpcMutation(request, 'colonies.join', { colonyId }, bia.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: bia.user._id, decision: 'approve' },
    cora.token,
  );

  // Three days later Bia feeds the colony. The list starts all ticked: she leaves Mingau ticked
  // and unticks Pipoca, whom she did not see.
  const threeDays = await server.advance(3 * DAY_MINUTES);
  expect(threeDays.ran).toContain('unseen-cats');
  // The phone's clock follows the server's (the feeding carries the time it was made).
  const biaContext = await browser.newContext(phone);
  await biaContext.clock.install({ time: new Date(threeDays.now) });
  await biaContext.setGeolocation(spot);
  const biaPage = await biaContext.newPage();
  await serveTiles(biaPage);
  await signIn(biaPage, bia);
  await biaPage.goto(`/colony/${colonyId}`);
  await biaPage.getByText('Gatos vistos: 2 de 2').click();
  await expect(biaPage.getByRole('checkbox', { name: 'Mingau Sumiço' })).toBeChecked();
  await biaPage.getByRole('checkbox', { name: 'Pipoca Sumiço' }).uncheck();
  // The census asks at every feeding how many unregistered cats were seen (0 is an answer).
  await biaPage.getByLabel('Outros gatos vistos (sem cadastro)').fill('0');
  await biaPage.getByRole('button', { name: 'Alimentei a colônia', exact: true }).click();
  await expect(
    biaPage.getByRole('status').filter({ hasText: 'Alimentação registrada' }),
  ).toContainText('1 gato alimentado');
  await biaContext.close();

  // Five days more: Pipoca has not been seen for 8 days (the colony's 7 by default). The hourly
  // sweep tells Cora, the coordinator.
  const eightDays = await server.advance(5 * DAY_MINUTES);
  expect(eightDays.ran).toContain('unseen-cats');
  // Her session of eight days ago has expired: she signs in again.
  const fresh = await trpcMutation<Account>(request, 'auth.login', {
    email: coraEmail,
    password: PASSWORD,
  });
  const context = await browser.newContext(phone);
  await context.clock.install({ time: new Date(eightDays.now) });
  const page = await context.newPage();
  await serveTiles(page);
  await signIn(page, fresh);
  await page.goto('/');
  // The bell counts it among her unread notices (the request to join came before).
  await page.getByRole('link', { name: /^Notificações: \d+ não lidas?$/ }).click();
  const notice = page.getByRole('link', {
    name: /^Ninguém vê Pipoca Sumiço, de Colônia do Sumiço, há 8 dias\. Quem viu por último: Cora Sumiço\./,
  });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/Ninguém vê Mingau Sumiço/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unseen-notice-360.png') });

  // The notice leads to the colony page, where each cat shows when it was last seen.
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/colony/${colonyId}$`));
  const cats = page.getByRole('region', { name: 'Gatos' });
  const pipocaItem = cats.getByRole('listitem').filter({ hasText: 'Pipoca Sumiço' });
  const mingauItem = cats.getByRole('listitem').filter({ hasText: 'Mingau Sumiço' });
  await expect(pipocaItem.getByText('Sumido')).toBeVisible();
  await expect(pipocaItem.getByText('Visto há 8 dias, por Cora Sumiço')).toBeVisible();
  await expect(mingauItem.getByText('Visto há 5 dias, por Bia Sumiço')).toBeVisible();
  await expect(mingauItem.getByText('Sumido')).toHaveCount(0);
  await pipocaItem
    .getByText('Sumido')
    .evaluate((badge) => badge.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('unseen-colony-cats-360.png') });

  // Cora's tool: the days are checked at the field, then saved; at 10 days Pipoca is not missing.
  const form = cats.getByRole('form', { name: 'Gatos sumidos' });
  await expect(cats.getByText(/Sumido: 7 dias sem ser visto/)).toBeVisible();
  const days = form.getByLabel('Avisar depois de quantos dias sem ser visto');
  await days.fill('1');
  await form.getByRole('button', { name: 'Salvar prazo' }).click();
  await expect(form.getByText('Valor baixo demais (mínimo 2)')).toBeVisible();
  await expect(days).toBeFocused();
  await days.fill('');
  await form.getByRole('button', { name: 'Salvar prazo' }).click();
  await expect(
    form.getByText('Informe em quantos dias sem ser visto um gato é dado como sumido.'),
  ).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('unseen-days-error-360.png') });
  await days.fill('10');
  await form.getByRole('button', { name: 'Salvar prazo' }).click();
  await expect(cats.getByText(/Sumido: 10 dias sem ser visto/)).toBeVisible();
  await expect(pipocaItem.getByText('Sumido')).toHaveCount(0);
  await expect(pipocaItem.getByText('Visto há 8 dias, por Cora Sumiço')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await pipocaItem
    .getByText('Visto há 8 dias, por Cora Sumiço')
    .evaluate((line) => line.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('unseen-colony-1280.png') });
  await context.close();
  await request.dispose();
});
