import type { APIRequestContext, Page } from '@playwright/test';
import { trpcMutation, trpcQuery } from './support/api.js';
import {
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type Account,
  type Point,
} from './support/cat-checkin.js';
import { communityTime, type NoonServer } from './support/community-clock.js';
import { noonTest } from './support/noon-test.js';
import { readOutbox } from './support/offline.js';
import { expect } from './test.js';

// Issue 32: "Alimentei a colônia" in one tap (online and offline, counted for the shift), the
// colony page's section bar, and removing a shift only after a dialog. Phone, pt-BR.

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações|Notifications/ });

// The shifts run from an hour ago to an hour ahead on a server whose clock stands at the
// community's noon, and the browser's clock follows it (support/noon-test.ts).
const test = noonTest;

test.use({ permissions: ['geolocation'] });
// Each test seeds three cats with photos and a colony on a shared machine.
test.slow();

/** Cora's colony of three cats at `spot`, Bia approved as a member, a shift running now. */
async function colonyWithShift(
  server: NoonServer,
  request: APIRequestContext,
  spot: Point,
  tag: string,
) {
  const cora = await register(request, `Cora ${tag}`);
  const bia = await register(request, `Bia ${tag}`);
  const names = ['Mingau', 'Pipoca', 'Tigrinho'].map((name) => `${name} ${tag}`);
  const cats = [];
  for (const name of names) cats.push(await createCat(request, cora, spot, { name }));
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: `Colônia ${tag}`, ...spot },
    cora.token,
  );
  for (const cat of cats) {
    await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  }
  await trpcMutation(request, 'colonies.join', { colonyId }, bia.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: bia.user._id, decision: 'approve' },
    cora.token,
  );
  // A window from an hour ago to an hour ahead, today.
  const now = communityTime(server.now());
  await trpcMutation(
    request,
    'rota.addShift',
    {
      colonyId,
      weekday: now.weekday,
      startMinute: now.minute - 60,
      endMinute: now.minute + 60,
    },
    cora.token,
  );
  return { cora, bia, colonyId, cats, names };
}

type Week = { shifts: { state: string; feedings: { userName: string }[] }[] };
const thisWeek = (request: APIRequestContext, who: Account, colonyId: string) =>
  trpcQuery<Week>(request, 'rota.week', { colonyId }, who.token);

test('a member feeds the colony in one tap from its page, unticking a cat not seen; the shift is done', async ({
  page,
  context,
  request,
  server,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const { bia, colonyId, names } = await colonyWithShift(server, request, spot, 'Uma Vez');
  await serveTiles(page);
  await signIn(page, bia);
  await page.goto(`/colony/${colonyId}`);

  // The bar of sections leads the page.
  const bar = page.getByRole('navigation', { name: 'Seções da colônia' });
  await expect(bar.getByRole('link')).toHaveText(['Gatos', 'Censo', 'Saúde', 'Escala', 'Membros']);
  const button = page.getByRole('button', { name: 'Alimentei a colônia', exact: true });
  await expect(button).toBeInViewport();
  await expect(page.getByText('Seu próximo turno:')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('colony-lead-360.png') });

  // Tigrinho was not seen today: untick it, then one tap.
  await page.getByText('Gatos vistos: 3 de 3').click();
  await page.getByRole('checkbox', { name: names[2]! }).uncheck();
  await expect(page.getByText('Gatos vistos: 2 de 3')).toBeVisible();
  // The census count is asked at every feeding (e2e/census.spec.ts): none seen today.
  await page.getByLabel('Outros gatos vistos (sem cadastro)').fill('0');
  await button.click();
  const result = page.getByRole('status').filter({ hasText: 'Alimentação registrada' });
  // Alimentou 10 and a new sponsor's 15, for each of the two cats.
  await expect(result).toContainText('2 gatos alimentados: +50 pontos');
  await expect(result.getByText(`${names[0]}: +25`)).toBeVisible();
  await expect(result.getByText(names[2]!)).toHaveCount(0);
  await expect(page.getByText(/^Última alimentação:/)).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('colony-fed-360.png') });

  // Counted for the shift, on the page and on the server.
  const rota = page.getByRole('region', { name: 'Escala de alimentação' });
  await expect(rota.getByText('Feito')).toBeVisible();
  // Two cats fed at once: one line for Bia.
  await expect(rota.getByText(/^Bia Uma Vez alimentou às/)).toHaveCount(1);
  const week = await thisWeek(request, bia, colonyId);
  expect(week.shifts[0]!.state).toBe('done');
  expect(week.shifts[0]!.feedings).toHaveLength(2);

  // "Escala" in the bar leads to the rota.
  await bar.getByRole('link', { name: 'Escala' }).click();
  await expect(rota.getByRole('heading', { name: 'Escala de alimentação' })).toBeInViewport();
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('colony-rota-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/colony/${colonyId}`);
  await expect(bar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('colony-1280.png') });
});

test('offline, the feeding from the home waits on the device and counts for the shift once sent', async ({
  page,
  context,
  request,
  server,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const { bia, colonyId } = await colonyWithShift(server, request, spot, 'Sem Sinal');
  await signIn(page, bia);
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'Suas colônias' });
  const button = mine.getByRole('button', { name: 'Alimentei a colônia — Colônia Sem Sinal' });
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  await expect(page.getByText('Localização do seu dispositivo')).toHaveCount(0);

  await context.setOffline(true);
  await mine.getByLabel('Outros gatos vistos (sem cadastro)').fill('2');
  await button.click();
  await expect(mine.getByRole('status')).toContainText(
    'Sem conexão: a alimentação de 3 gatos foi guardada no aparelho',
  );
  await expect(page.getByText('1 envio aguardando conexão')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-feeding-offline-360.png') });
  // One item for the whole feeding, under one client id.
  const outbox = await readOutbox(page);
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ kind: 'colonyFeeding', label: 'Colônia Sem Sinal' });
  expect(outbox[0]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
  // The count travels with the feeding.
  expect(JSON.parse(outbox[0]!.data)).toMatchObject({ otherCats: 2 });
  expect((await thisWeek(request, bia, colonyId)).shifts[0]!.state).not.toBe('done');

  await context.setOffline(false);
  await expect(
    toasts(page).getByText(
      'Alimentação guardada foi enviada (Colônia Sem Sinal): 3 gatos, +75 pontos',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('1 envio aguardando conexão')).toHaveCount(0);
  expect(await readOutbox(page)).toEqual([]);
  await expect(mine.getByText(/^Sem conexão: a alimentação/)).toHaveCount(0);
  const week = await thisWeek(request, bia, colonyId);
  expect(week.shifts[0]!.state).toBe('done');
  expect(week.shifts[0]!.feedings).toHaveLength(3);
  await page.screenshot({ path: test.info().outputPath('home-feeding-sent-360.png') });
});

test('removing a shift asks first, naming what happens; declining a request too; in English at 1280', async ({
  page,
  context,
  request,
  server,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const { cora, colonyId } = await colonyWithShift(server, request, spot, 'Remove');
  const dani = await register(request, 'Dani Pede');
  await trpcMutation(request, 'colonies.join', { colonyId }, dani.token);
  await serveTiles(page);
  await signIn(page, cora);
  await page.goto(`/colony/${colonyId}`);

  const bar = page.getByRole('navigation', { name: 'Seções da colônia' });
  await expect(bar.getByRole('link')).toHaveText([
    'Gatos',
    'Censo',
    'Saúde',
    'Escala',
    'Membros',
    'Pedidos',
    'Relatório',
  ]);
  // The shift is removed from its own card in the rota (listed once).
  const rota = page.getByRole('region', { name: 'Escala de alimentação' });
  const remove = rota.getByRole('button', { name: /^Remover turno / });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: /^Remover o turno / });
  await expect(dialog).toContainText('continua no histórico');
  await page.screenshot({ path: test.info().outputPath('shift-remove-dialog-360.png') });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await thisWeek(request, cora, colonyId)).shifts).toHaveLength(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remover turno' }).click();
  await expect(toasts(page).getByText('Turno removido.')).toBeVisible();
  await expect(remove).toHaveCount(0);
  expect((await thisWeek(request, cora, colonyId)).shifts).toHaveLength(0);

  // Declining Dani's request to join names what happens before it does.
  await bar.getByRole('link', { name: 'Pedidos' }).click();
  const requests = page.getByRole('region', { name: 'Pedidos para entrar' });
  await requests.getByRole('button', { name: 'Recusar o pedido de Dani Pede' }).click();
  const decline = page.getByRole('dialog', { name: 'Recusar o pedido de Dani Pede?' });
  await expect(decline).toContainText('não entra na colônia');
  await decline.getByRole('button', { name: 'Recusar' }).click();
  await expect(requests.getByText('Nenhum pedido para entrar.')).toBeVisible();

  // In English, on a wide screen.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/colony/${colonyId}`);
  const enBar = page.getByRole('navigation', { name: 'Colony sections' });
  await expect(enBar.getByRole('link')).toHaveText([
    'Cats',
    'Census',
    'Health',
    'Rota',
    'Members',
    'Requests',
    'Report',
  ]);
  await expect(page.getByRole('button', { name: 'I fed the colony', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: "Coordinators' tools" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('colony-en-1280.png') });
});
