import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { trpcMutation, trpcUpload } from './support/api.js';
import { createCat, freshSpot, register, signIn } from './support/cat-checkin.js';
import { expect, test } from './test.js';

/** Today in the community time zone (the server's default, São Paulo). */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

test('a coordinator opens her colony impact report, downloads the CSV and prints it on A4', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const spot = freshSpot();
  const cora = await register(request, 'Cora Coordena');
  const mingau = await createCat(request, cora, spot, { name: 'Mingau', isSterilized: true });
  const tigre = await createCat(request, cora, spot, { name: 'Tigre' });
  const colony = await trpcMutation<{ _id: string }>(
    request,
    'colonies.create',
    { name: 'Colônia do Coreto', latitude: spot.latitude, longitude: spot.longitude },
    cora.token,
  );
  for (const cat of [mingau, tigre]) {
    await trpcMutation(
      request,
      'colonies.addCat',
      { colonyId: colony._id, catId: cat._id },
      cora.token,
    );
  }
  await trpcUpload(request, 'checkins.create', cora.token, {
    catId: mingau._id,
    actions: ['Alimentou', 'Deu água'],
    healthStatus: 'Bom',
    location: spot,
  });
  // A round from today's 00:00 dose, once a day for 5 days: its first dose still open.
  await trpcMutation(
    request,
    'treatments.start',
    {
      catId: tigre._id,
      medicine: 'Itraconazol',
      dose: '1 cápsula de 100 mg',
      everyHours: 24,
      startDay: today(),
      startMinute: 0,
      days: 5,
    },
    cora.token,
  );
  await trpcMutation(
    request,
    'tnr.record',
    { catId: tigre._id, step: 'capturado', doneOn: today() },
    cora.token,
  );

  await signIn(page, cora);
  await page.goto(`/colony/${colony._id}`);
  await page.getByRole('link', { name: 'Relatório de impacto' }).click();
  await expect(page.getByRole('heading', { name: 'Relatório de impacto', level: 1 })).toBeVisible();
  // The colony's name says "Colônia" already: not "Colônia: Colônia do Coreto" (issue 32).
  await expect(
    page.locator('.impact-heading').getByText('Colônia do Coreto', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('50%')).toBeVisible();
  await expect(page.getByText('1 de 2 gatos ativos')).toBeVisible();
  const checkins = page.getByRole('table', { name: 'Check-ins no período' });
  await expect(checkins.getByRole('row', { name: 'Total de check-ins 1' })).toBeVisible();
  await expect(checkins.getByRole('row', { name: 'Deu água 1' })).toBeVisible();
  const steps = page.getByRole('table', { name: 'Etapas de TNR no período' });
  await expect(steps.getByRole('row', { name: 'Capturado 1' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Gatos por situação (no fim do período)' }).getByRole('row', {
      name: 'Ativo 2',
    }),
  ).toBeVisible();

  // The round as the cat page words it, never its medicine (the report is shared).
  const started = today().split('-').reverse().join('/');
  await expect(
    page
      .getByRole('region', { name: 'Tratamentos no período' })
      .getByRole('listitem')
      .filter({
        hasText: `Tigre · início em ${started} · dia 1 de 5, 0 doses perdidas · em andamento`,
      }),
  ).toBeVisible();
  await expect(page.getByText('Itraconazol')).toHaveCount(0);

  // The CSV: a real file, parsed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^impacto-colonia-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse<Record<string, string>>(bytes.toString('utf8'), {
    bom: true,
    delimiter: ';',
    columns: true,
  });
  expect(Object.keys(rows[0]!)).toEqual([
    'Escopo',
    'Início',
    'Fim',
    'Indicador',
    'Categoria',
    'Valor',
  ]);
  const value = (indicator: string, category: string) =>
    rows.find((r) => r.Indicador === indicator && r.Categoria === category)?.Valor;
  expect(rows[0]!.Fim).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(value('Castrados', '% castrados')).toBe('50');
  expect(value('Check-ins por ação', 'Deu água')).toBe('1');
  expect(value('Etapas TNR', 'Capturado')).toBe('1');
  expect(value('Tratamentos', 'Em andamento')).toBe('1');
  expect(
    value(
      'Tratamentos',
      `Tigre: início em ${started}, dia 1 de 5, 0 doses perdidas (em andamento)`,
    ),
  ).toBe('');
  expect(bytes.toString('utf8')).not.toContain('Itraconazol');

  // The print view on an A4 page (794 × 1123 CSS px), in a desktop browser: no navigation nor
  // buttons, and nothing cut at the right edge.
  const reportUrl = page.url();
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 794, height: 1123 },
    deviceScaleFactor: 1,
  });
  const paper = await desk.newPage();
  await signIn(paper, cora);
  await paper.goto(reportUrl);
  await expect(paper.getByText('1 de 2 gatos ativos')).toBeVisible();
  await paper.emulateMedia({ media: 'print' });
  await expect(paper.getByRole('button', { name: 'Baixar CSV' })).toBeHidden();
  await expect(paper.getByRole('navigation')).toBeHidden();
  const width = await paper.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(794);
  await paper.screenshot({ path: test.info().outputPath('impact-report-a4.png'), fullPage: true });
  const pdf = await paper.pdf({
    format: 'A4',
    path: test.info().outputPath('impact-report-a4.pdf'),
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await desk.close();
});
