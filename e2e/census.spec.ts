import type { APIRequestContext } from '@playwright/test';
import { trpcMutation, trpcQuery } from './support/api.js';
import {
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type SeededCat,
} from './support/cat-checkin.js';
import { startClockServer } from './support/mode-server.js';
import { test as base, expect, type E2EServer } from './test.js';

// Issue 46, the colony census: the panel on a colony seeded through the real procedures on a
// clock server (its cats registered before the counts), and "Outros gatos vistos" asked at every
// feeding (empty asked again, 0 accepted). Phone, pt-BR; the panel at 1280 too.

type ClockServer = E2EServer & {
  advance(minutes: number): Promise<{ now: string; ran: string[] }>;
  now(): Date;
};
const test = base.extend<object, { server: ClockServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startClockServer();
      let ahead = 0;
      const clock: ClockServer = {
        ...server,
        // Moves the server's clock; the browser's follows it (context.clock.install).
        async advance(minutes: number) {
          const moved = await server.advance(minutes);
          ahead = Date.parse(moved.now) - Date.now();
          return moved;
        },
        now: () => new Date(Date.now() + ahead),
      };
      await use(clock);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.use({ permissions: ['geolocation'] });
// Four cats with photos and six feedings on a shared machine.
test.slow();

type Census = { occasions: number; estimate: { size: number } | null };

/** Cora's colony of four cats and six feedings, 3 h apart, each answering the count. */
async function seededColony(server: ClockServer, request: APIRequestContext) {
  const spot = freshSpot();
  const cora = await register(request, 'Cora Censo');
  const cats: SeededCat[] = [];
  for (const name of ['Mingau', 'Pipoca', 'Tigrinho', 'Nina']) {
    cats.push(await createCat(request, cora, spot, { name: `${name} Censo` }));
  }
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Censo', ...spot },
    cora.token,
  );
  for (const cat of cats) {
    await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);
  }
  // Which cats were seen at each feeding, and the other cats counted.
  const plan: [number[], number][] = [
    [[0, 1, 2], 2],
    [[0, 1], 3],
    [[0, 2, 3], 1],
    [[0, 1], 2],
    [[0, 3], 4],
    [[0, 1, 2], 2],
  ];
  for (const [seen, otherCats] of plan) {
    await server.advance(180);
    await trpcMutation(
      request,
      'colonies.feed',
      { colonyId, catIds: seen.map((i) => cats[i]!._id), location: spot, otherCats },
      cora.token,
    );
  }
  await server.advance(180);
  return { cora, colonyId, spot };
}

test('the colony page shows the census: the estimate, at least X % neutered against 70 %, and the count is asked at each feeding', async ({
  page,
  context,
  request,
  server,
}) => {
  const { cora, colonyId, spot } = await seededColony(server, request);
  await context.clock.install({ time: server.now() });
  await context.setGeolocation(spot);
  await serveTiles(page);
  await signIn(page, cora);
  await page.goto(`/colony/${colonyId}`);

  const panel = page.getByRole('region', { name: 'Censo da colônia' });
  await expect(panel.getByText(/^≈ \d+ gatos \(\d+–\d+\)$/)).toBeVisible();
  await expect(panel.getByText(/^pelo menos \d+ % castrados$/)).toBeVisible();
  // The chart and how the figures are made: a tap away on the colony page.
  await panel.getByText('O gráfico e como é calculado').click();
  await expect(panel.getByRole('img', { name: /^Castrados: pelo menos \d+ %/ })).toBeVisible();
  await expect(
    panel.getByText('Abaixo de 70 % castrados, uma colônia continua crescendo.'),
  ).toBeVisible();
  await expect(panel.getByText(/com 6 contagens e 4 gatos cadastrados/)).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('census-360.png') });

  // The feeding asks for the count: empty is asked again, and nothing is sent.
  const before = await trpcQuery<Census>(request, 'colonies.census', { colonyId }, cora.token);
  const field = page.getByLabel('Outros gatos vistos (sem cadastro)');
  const button = page.getByRole('button', { name: 'Alimentei a colônia', exact: true });
  await button.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Quantos outros gatos, sem cadastro, você viu? Digite 0 se nenhum.',
    }),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('census-count-asked-360.png') });
  await field.fill('dois');
  await button.click();
  await expect(page.getByText('Digite um número inteiro de 0 a 100.')).toBeVisible();
  // 0 is an answer.
  await field.fill('0');
  await button.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Alimentação registrada' }),
  ).toBeVisible();
  await expect(field).toHaveValue('');
  const after = await trpcQuery<Census>(request, 'colonies.census', { colonyId }, cora.token);
  expect(after.occasions).toBe(before.occasions + 1);
  await expect(panel.getByText(/com 7 contagens e 4 gatos cadastrados/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('census-1280.png') });
});
