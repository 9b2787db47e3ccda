import type { Page } from '@playwright/test';
import { trpcQuery } from './support/api.js';
import { createCat, freshSpot, register, serveTiles, signIn } from './support/cat-checkin.js';
import { communityTime } from './support/community-clock.js';
import { noonTest } from './support/noon-test.js';
import { readOutbox } from './support/offline.js';
import { expect } from './test.js';

// Issue 46, item 2: a carer starts a 10-day treatment on the cat page and gives two doses, the
// second with no connection (one outbox item, sent on reconnecting). The server's clock stands at
// the community's noon and the browser's follows it (a dose carries its capturedAt); the spec
// moves both 12 hours on to the second dose. Phone, pt-BR.

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });

const test = noonTest;

test.slow();

type Rounds = {
  treatments: { progress: { day: number; days: number | null; given: number; missed: number } }[];
};

test('a carer starts a 10-day treatment and gives two doses, the second offline', async ({
  page,
  context,
  request,
  server,
}) => {
  const spot = freshSpot();
  const ana = await register(request, 'Ana Remédio');
  const cat = await createCat(request, ana, spot, { name: 'Pipoca Tratada' });
  await serveTiles(page);
  await signIn(page, ana);
  await page.goto(`/cat/${cat._id}`);

  const section = page.getByRole('region', { name: 'Tratamentos' });
  await expect(section.getByText('Nenhum tratamento em andamento.')).toBeVisible();
  await section.getByRole('button', { name: 'Novo tratamento' }).click();
  const form = section.getByRole('form', { name: 'Novo tratamento' });
  // The shared schema refuses a missing dose at its field.
  await form.getByLabel('Remédio').fill('Itraconazol');
  await form.getByRole('button', { name: 'Começar tratamento' }).click();
  await expect(form.getByText('Informe a dose (por exemplo, 1 cápsula de 100 mg).')).toBeVisible();
  await form.getByLabel('Dose', { exact: true }).fill('1 cápsula de 100 mg');
  await form.getByLabel('Frequência').selectOption({ label: 'A cada 12 h' });
  const now = communityTime(server.now());
  await form.getByLabel('Horário da primeira dose').fill(now.time);
  await form.getByLabel('Por quantos dias').fill('10');
  await form.getByRole('button', { name: 'Começar tratamento' }).click();
  await expect(toasts(page).getByText('Tratamento começado.')).toBeVisible();

  const round = section.getByRole('listitem', { name: 'Itraconazol' });
  await expect(round.getByText('dia 1 de 10, 0 doses perdidas')).toBeVisible();
  const today = round.getByRole('listitem', { name: /^Hoje/ });
  await expect(today.getByText('Ninguém pegou este dia')).toBeVisible();
  await today.getByRole('button', { name: 'Eu dou hoje' }).click();
  await expect(today.getByText('Quem dá: Ana Remédio')).toBeVisible();
  await round
    .getByRole('listitem', { name: /^Amanhã/ })
    .getByRole('button', { name: 'Eu dou amanhã' })
    .click();
  await expect(
    round.getByRole('listitem', { name: /^Amanhã/ }).getByText('Quem dá: Ana Remédio'),
  ).toBeVisible();

  // The first dose, online: one tap.
  await today.getByRole('button', { name: `Medicou: dose das ${now.time}` }).click();
  await expect(toasts(page).getByText('Dose registrada.')).toBeVisible();
  await expect(today.getByText(/^Ana Remédio às/)).toBeVisible();
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`treatment-${width}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 640 });

  // Twelve hours on: the second dose is due (tomorrow's first, the day Ana took).
  const { now: later } = await server.advance(12 * 60);
  await page.clock.setSystemTime(new Date(later));
  await page.reload();
  const next = round.getByRole('listitem', { name: /^Hoje/ });
  const give = next.getByRole('button', { name: /^Medicou: dose das/ });
  await expect(give).toBeVisible();

  // No connection: the dose waits in the outbox as one item, then goes once it returns.
  await context.setOffline(true);
  await give.click();
  await expect(next.getByText('Guardada no aparelho')).toBeVisible();
  const [item] = await readOutbox(page);
  expect(item).toMatchObject({ kind: 'dose', files: [] });
  expect(JSON.parse(item!.data)).toMatchObject({ treatmentId: expect.any(String) });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('treatment-offline-360.png') });
  await context.setOffline(false);
  await expect(
    toasts(page).getByText('Dose guardada foi enviada (Itraconazol · Pipoca Tratada).'),
  ).toBeVisible();
  expect(await readOutbox(page)).toEqual([]);
  await expect(next.getByText(/^Ana Remédio às/)).toBeVisible();

  const rounds = await trpcQuery<Rounds>(
    request,
    'treatments.forCat',
    { catId: cat._id },
    ana.token,
  );
  expect(rounds.treatments[0]!.progress).toEqual({ day: 2, days: 10, given: 2, missed: 0 });
});
