import { expect, test, type Page } from './test.js';
import { trpcMutation } from './support/api.js';
import {
  type Account,
  createCat,
  freshSpot,
  openPart,
  register,
  serveTiles,
  signIn,
} from './support/cat-checkin.js';

// The community's calendar (the server refuses days after its today).
test.use({ permissions: ['geolocation'], timezoneId: 'America/Sao_Paulo' });

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });
const tnr = (page: Page) => page.getByRole('region', { name: 'Castração (TNR)' });
const today = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function approveCarer(
  request: Parameters<typeof register>[0],
  registrar: Account,
  carer: Account,
  catId: string,
) {
  await trpcMutation(request, 'carers.request', { catId }, carer.token);
  await trpcMutation(
    request,
    'carers.decide',
    { catId, userId: carer.user._id, decision: 'approve' },
    registrar.token,
  );
}

test('a carer records TNR steps; a check-in with Castrou offers the step; others only read', async ({
  page,
  context,
  browser,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Registradora');
  const bia = await register(request, 'Bia Cuidadora');
  const caio = await register(request, 'Caio Estranho');
  const cat = await createCat(request, ana, spot, { name: 'Fumaça' });
  await approveCarer(request, ana, bia, cat._id);

  await signIn(page, bia);
  await page.goto(`/cat/${cat._id}`);
  const section = tnr(page);
  await expect(section.getByText('Nenhuma etapa registrada ainda.')).toBeVisible();
  const form = section.getByRole('form', { name: 'Registrar etapa' });
  // Written as dd/mm/aaaa whatever the browser's language (issue 32).
  await expect(form.getByLabel('Data')).toHaveValue(
    new Date().toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
  );

  // A step with a detail asks for it, next to the field.
  await form.getByLabel('Etapa').selectOption('Na clínica');
  await form.getByRole('button', { name: 'Registrar etapa' }).click();
  await expect(form.getByText('Informe o nome da clínica.')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tnr-detail-error-360.png') });

  await form.getByLabel('Etapa').selectOption('Capturado');
  await form.getByRole('button', { name: 'Registrar etapa' }).click();
  await expect(toasts(page).getByText('Etapa registrada.')).toBeVisible();
  await form.getByLabel('Etapa').selectOption('Castrado');
  await form.getByRole('button', { name: 'Registrar etapa' }).click();
  const timeline = section.getByRole('list', { name: 'Castração (TNR)' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  // Newest first: castrado, then capturado, each with its day and who recorded it.
  await expect(timeline.getByRole('listitem').first()).toContainText('Castrado');
  await expect(timeline.getByRole('listitem').last()).toContainText('Capturado');
  await expect(timeline.getByRole('listitem').first()).toContainText(`${today()} · Bia Cuidadora`);
  const facts = page.getByRole('region', { name: 'Informações gerais' });
  await expect(
    facts.locator('div', { has: page.getByText('Castrado', { exact: true }) }),
  ).toContainText('Sim');
  await page.setViewportSize({ width: 360, height: 640 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tnr-carer-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tnr-carer-1280.png') });

  // A check-in with Castrou offers the castrado step, which opens the form on it.
  await page.goto(`/checkin/${cat._id}`);
  await page
    .getByRole('group', { name: 'O que você fez pelo gato?' })
    .getByRole('checkbox', { name: /Castrou/ })
    .check();
  await page.getByRole('radio', { name: 'Bom' }).check();
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  const offer = result.getByRole('link', { name: 'Registrar etapa: Castrado' });
  await expect(offer).toBeVisible();
  await page.setViewportSize({ width: 360, height: 640 });
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tnr-checkin-offer-360.png') });
  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}\\?tnr=castrado#tnr$`));
  await expect(form.getByLabel('Etapa')).toHaveValue('castrado');
  await expect(form.getByLabel('Etapa')).toBeFocused();

  // A stranger and an anonymous visitor see the timeline, never the form or delete buttons.
  for (const who of [caio, null]) {
    const other = await browser.newContext({ timezoneId: 'America/Sao_Paulo' });
    const otherPage = await other.newPage();
    if (who) await signIn(otherPage, who);
    await otherPage.goto(`/cat/${cat._id}`);
    const seen = tnr(otherPage);
    await expect(seen.getByRole('listitem')).toHaveCount(2);
    await expect(seen.getByText(`${today()} · Bia Cuidadora`).first()).toBeVisible();
    await expect(seen.getByRole('form')).toHaveCount(0);
    await expect(seen.getByRole('button')).toHaveCount(0);
    await other.close();
  }
});

test('the registrar marks the cat adopted with a note, and it leaves the map list', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  await serveTiles(page);
  const ana = await register(request, 'Ana Adoção');
  const tag = Math.floor(Math.random() * 1e6).toString(36);
  const cat = await createCat(request, ana, spot, { name: `Paçoca ${tag}` });
  const stays = await createCat(
    request,
    ana,
    { latitude: spot.latitude + 0.003, longitude: spot.longitude },
    { name: `Quindim ${tag}` },
  );
  await signIn(page, ana);

  const mapList = async () => {
    await page.goto('/map');
    await page.getByRole('button', { name: /^Lista de gatos/ }).click();
    const list = page.locator('#map-list');
    await expect(list.getByRole('button', { name: new RegExp(stays.name) })).toBeVisible();
    return list;
  };
  await expect((await mapList()).getByRole('button', { name: new RegExp(cat.name) })).toBeVisible();

  await page.goto(`/cat/${cat._id}`);
  await tnr(page).getByRole('button', { name: 'Marcar como adotado' }).click();
  const form = page.getByRole('form', { name: 'Marcar como adotado' });
  await form.getByLabel('Observação (opcional)').fill('Foi para um lar com quintal.');
  await form.getByRole('button', { name: 'Marcar como adotado' }).click();
  await expect(toasts(page).getByText('Gato marcado como adotado.')).toBeVisible();
  const adopted = page.getByRole('region', { name: `Adotado em ${today()}` });
  await expect(adopted).toBeVisible();
  await expect(adopted.getByText('Foi para um lar com quintal.')).toBeVisible();
  await expect(page.getByText('Situação: Adotado')).toBeVisible();
  await expect(tnr(page).getByRole('button', { name: 'Marcar como adotado' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 640 });
  await adopted.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tnr-adopted-360.png') });

  await expect((await mapList()).getByRole('button', { name: new RegExp(cat.name) })).toHaveCount(
    0,
  );
});

test('a form whose stylesheet cannot be fetched waits for the connection; the cat page stays', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  const ana = await register(request, 'Ana Sem Sinal');
  const cat = await createCat(request, ana, spot, { name: 'Garoa' });
  // A first visit (no service worker keeps the app's files yet) losing its signal as the page's
  // forms are fetched: their stylesheet gets no answer.
  const stylesheet = /\/assets\/form-fields-[^/]*\.css$/;
  await page.route(stylesheet, (route) => route.abort('internetdisconnected'));
  await signIn(page, ana);
  await page.goto(`/cat/${cat._id}`);
  await expect(tnr(page).getByText('Nenhuma etapa registrada ainda.')).toBeVisible();
  const form = tnr(page).getByRole('form', { name: 'Registrar etapa' });
  await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Garoa', level: 1 })).toBeVisible();
  await expect(form).toHaveCount(0);

  // The signal returns: the form comes, with its stylesheet.
  await page.unroute(stylesheet);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(form).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta página')).toHaveCount(0);
  const styled = await page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/form-fields-'))
        .length,
  );
  expect(styled).toBe(1);
});
