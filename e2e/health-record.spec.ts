import { expect, test, type Page } from './test.js';
import { trpcMutation } from './support/api.js';
import { createCat, freshSpot, png, register, signIn } from './support/cat-checkin.js';

// The community's calendar (the server refuses days after its today).
test.use({ permissions: ['geolocation'], timezoneId: 'America/Sao_Paulo' });

const DAY = 24 * 60 * 60 * 1000;
const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });
const health = (page: Page) => page.getByRole('region', { name: 'Saúde', exact: true });
/** A day from today, as the pt-BR date fields show it (dd/mm/aaaa). */
const shown = (days: number) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * DAY));

test('a carer records a vaccine with its due date and sees it due; a stranger sees no entry, only the sporotrichosis advice', async ({
  page,
  context,
  browser,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Saúde');
  const caio = await register(request, 'Caio Vizinho');
  const cat = await createCat(request, ana, spot, { name: 'Pipoca' });

  await signIn(page, ana);
  await page.goto(`/cat/${cat._id}`);
  const section = health(page);
  await expect(section.getByText('Nada a vencer.')).toBeVisible();
  await section.getByRole('button', { name: 'Registrar' }).click();
  const form = section.getByRole('form', { name: 'Registrar' });
  // A vaccine's booster is due a year later unless changed.
  await expect(form.getByLabel('Tipo')).toHaveValue('vacina');
  await expect(form.getByLabel('Vence em (opcional)')).toHaveValue(shown(365));
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(form.getByText('Escolha qual vacina.')).toBeVisible();
  await form.getByLabel('Qual vacina').selectOption('V4 (quádrupla felina)');
  await form.getByLabel('Vence em (opcional)').fill(shown(10));
  await form.getByLabel('Observação (opcional)').fill('Clínica da praça, lote 123');
  await form
    .getByLabel('Foto da receita ou do recibo (opcional)')
    .setInputFiles(await png('recibo.png', '#3c8af0'));
  await page.setViewportSize({ width: 360, height: 640 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('health-form-360.png') });
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(toasts(page).getByText('Registro salvo.')).toBeVisible();

  const due = section.getByRole('list', { name: 'O que vence' });
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await expect(due.getByRole('listitem')).toContainText('Vacina: V4 (quádrupla felina)');
  await expect(due.getByRole('listitem')).toContainText(`Vence em ${shown(10)}`);
  const timeline = section.getByRole('list', { name: 'Saúde' });
  const entry = timeline.getByRole('listitem').first();
  await expect(entry).toContainText('Clínica da praça, lote 123');
  await expect(entry).toContainText(`${shown(0)} · por Ana Saúde`);
  await entry.getByRole('button', { name: 'Ver foto' }).click();
  await expect(
    entry.getByRole('img', { name: 'Receita ou recibo: Vacina: V4 (quádrupla felina)' }),
  ).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('health-due-360.png'), fullPage: true });

  // A sporotrichosis diagnosis: the handling advice for everyone.
  await section.getByRole('button', { name: 'Registrar' }).click();
  await form.getByLabel('Tipo').selectOption('Diagnóstico');
  await expect(form.getByLabel('Vence em (opcional)')).toHaveValue('');
  await form.getByLabel('Diagnóstico').selectOption('Esporotricose');
  await form.getByRole('button', { name: 'Registrar' }).click();
  // The form closes with the entry saved (the first save's toast may still be on screen).
  await expect(form).toHaveCount(0);
  await expect(timeline.getByRole('listitem').first()).toContainText('Diagnóstico: Esporotricose');
  await expect(page.getByRole('complementary', { name: /esporotricose/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('health-carer-1280.png') });

  // A stranger and a visitor: the advice, never an entry, a diagnosis or a due date.
  for (const who of [caio, null]) {
    const other = await browser.newContext({ timezoneId: 'America/Sao_Paulo' });
    const otherPage = await other.newPage();
    await otherPage.setViewportSize({ width: 360, height: 640 });
    if (who) await signIn(otherPage, who);
    await otherPage.goto(`/cat/${cat._id}`);
    const advice = otherPage.getByRole('complementary', { name: /esporotricose/ });
    await expect(advice).toBeVisible();
    await expect(advice).toContainText('Use luvas');
    await expect(otherPage.getByRole('heading', { name: 'Castração (TNR)' })).toBeVisible();
    await expect(health(otherPage)).toHaveCount(0);
    await expect(otherPage.getByText('V4 (quádrupla felina)')).toHaveCount(0);
    await expect(otherPage.getByText('Clínica da praça')).toHaveCount(0);
    await expect(otherPage.getByText(shown(10))).toHaveCount(0);
    if (who) {
      await advice.scrollIntoViewIfNeeded();
      await otherPage.screenshot({ path: test.info().outputPath('health-stranger-360.png') });
    }
    await other.close();
  }
});

test('the colony page lists what is due for its cats to its members', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const cora = await register(request, 'Cora Saúde');
  const cat = await createCat(request, cora, spot, { name: 'Paçoca' });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Coreto', ...spot },
    cora.token,
  );
  await trpcMutation(request, 'colonies.addCat', { colonyId, catId: cat._id }, cora.token);

  await signIn(page, cora);
  await page.goto(`/cat/${cat._id}`);
  const section = health(page);
  await section.getByRole('button', { name: 'Registrar' }).click();
  const form = section.getByRole('form', { name: 'Registrar' });
  await form.getByLabel('Tipo').selectOption('Vermífugo');
  // Deworming: due 3 months later unless changed; given a month ago, its next one is overdue.
  await form.getByLabel('Data').fill(shown(-100));
  await expect(form.getByLabel('Vence em (opcional)')).toHaveValue(shown(-10));
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(toasts(page).getByText('Registro salvo.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'O que vence' })).toContainText(
    `Atrasado desde ${shown(-10)}`,
  );

  await page.goto(`/colony/${colonyId}`);
  const due = page.getByRole('region', { name: 'Saúde: o que vence' });
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await expect(due.getByRole('listitem')).toContainText('Paçoca: Vermífugo');
  await expect(due.getByRole('listitem')).toContainText(`Atrasado desde ${shown(-10)}`);
  await page.setViewportSize({ width: 360, height: 640 });
  await due.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('health-colony-due-360.png') });
});
