import { expect, test, type Page } from './test.js';
import { createCat, freshSpot, openPart, png, register, signIn } from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications|Notificações/ });

test('the check-in result in English: every bonus a line, the new level and achievement celebrated', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Owner');
  const ben = await register(request, 'Ben Carer');
  const cat = await createCat(request, ana, spot, { name: 'Biscuit' });
  await signIn(page, ben);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/checkin/${cat._id}`);

  const actions = page.getByRole('group', { name: 'What did you do for the cat?' });
  for (const name of [
    'Fed',
    'Gave water',
    'Provided shelter',
    'Checked well-being',
    'Took to the vet',
    'Vaccinated',
    'Neutered',
    'Other',
  ]) {
    await actions.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  }
  await page.getByRole('radio', { name: 'Good', exact: true }).check();
  await openPart(page, 'Location');
  await expect(page.getByText("Your device's location")).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Record check-in' }).click();

  // 118 for the eight actions, +20% (23), veterinary care (+10), first on the cat (+15) = 166.
  const result = page.getByRole('region', { name: 'Check-in result' });
  await expect(result.getByRole('heading', { name: '+166 points' })).toBeFocused();
  await expect(
    result.getByRole('table', { name: 'How the points add up' }).getByRole('row'),
  ).toHaveText([
    /^Actions: Fed, Gave water, .*Other\+118$/,
    'Bonus for several actions (+20%)+23',
    'Bonus for veterinary care+10',
    'You are now the sponsor of Biscuit!+15',
    'Total+166',
  ]);
  const celebrations = result.getByRole('list', { name: 'Celebrations' });
  await expect(celebrations.getByText('You reached level 2!')).toBeVisible();
  await expect(celebrations.getByText('Achievement unlocked: First Contact')).toBeVisible();
  await expect(result.getByText('You now have 166 points · level 2')).toBeVisible();
  await expect(toasts(page).getByText(/points|Achievement/)).toHaveCount(0);

  await page.screenshot({ path: test.info().outputPath('checkin-result-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({
    path: test.info().outputPath('checkin-result-1280.png'),
    fullPage: true,
  });

  await result.getByRole('link', { name: 'Back to Biscuit' }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
  await expect(page.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
});

/**
 * The browser's position comes only when the test calls the function this returns, as on a phone
 * in the street whose fix takes a while.
 */
async function heldGeolocation(page: Page) {
  type Held = Window & { releasePosition?: () => void };
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    const waiting: (() => void)[] = [];
    let released = false;
    (window as Held).releasePosition = () => {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    };
    geolocation.getCurrentPosition = (success, failure, options) =>
      ask((fix) => (released ? success(fix) : waiting.push(() => success(fix))), failure, options);
  });
  return () => page.evaluate(() => (window as Held).releasePosition?.());
}

test.describe('on a phone (360×640)', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a check-in without an action shows the message where the eye is, and a summary at the button', async ({
    page,
    context,
    request,
  }) => {
    const spot = freshSpot();
    await context.setGeolocation(spot);
    const ana = await register(request, 'Ana Sem Ação');
    const cat = await createCat(request, ana, spot, { name: 'Nuvem' });
    await signIn(page, ana);
    await page.goto(`/checkin/${cat._id}`);
    await openPart(page, 'Localização');
    await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });

    const submit = page.getByRole('button', { name: 'Registrar check-in' });
    await submit.click();
    // The first message is in view and announced; the focus is on its field.
    const actionsError = page
      .getByRole('alert')
      .filter({ hasText: 'Selecione pelo menos uma ação realizada' });
    await expect(actionsError).toBeInViewport({ ratio: 1 });
    const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
    await expect(actions.getByRole('checkbox').first()).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('checkin-error-360.png') });

    // Near the button, what is left to fix; each item leads to its field.
    // (The health starts as the cat's so far: only the action is missing.)
    const summary = page.getByRole('region', { name: 'Falta corrigir 1 campo antes de enviar:' });
    await summary.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('checkin-summary-360.png') });
    await page.getByRole('radio', { name: 'Bom' }).focus();
    await summary.getByRole('button', { name: 'Selecione pelo menos uma ação realizada' }).click();
    await expect(actionsError).toBeInViewport({ ratio: 1 });
    await expect(actions.getByRole('checkbox').first()).toBeFocused();

    // The same on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await submit.click();
    await expect(actionsError).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('checkin-error-1280.png') });
    await page.setViewportSize({ width: 360, height: 640 });

    // Fixed, the messages and the summary go.
    await page.getByRole('radio', { name: 'Bom' }).check();
    await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(summary).toHaveCount(0);
  });

  test('the submit button stays where it is when the position arrives', async ({
    page,
    context,
    request,
  }) => {
    const spot = freshSpot();
    await context.setGeolocation(spot);
    const ana = await register(request, 'Ana Dedo');
    const cat = await createCat(request, ana, spot, { name: 'Fumaça' });
    await signIn(page, ana);
    const releasePosition = await heldGeolocation(page);
    await page.goto(`/checkin/${cat._id}`);

    const submit = page.getByRole('button', { name: 'Registrar check-in' });
    await openPart(page, 'Localização');
    await expect(page.getByText('Obtendo sua localização…')).toBeVisible();
    await submit.scrollIntoViewIfNeeded();
    const before = await submit.boundingBox();
    await page.screenshot({ path: test.info().outputPath('checkin-locating-360.png') });
    await releasePosition();
    await expect(page.getByText('Localização do seu dispositivo')).toBeVisible();
    const after = await submit.boundingBox();
    await page.screenshot({ path: test.info().outputPath('checkin-located-360.png') });
    expect(after).toEqual(before);
  });

  test('a passer-by reports an emergency: who was told and what to do now come first, the WhatsApp offer at once, points last', async ({
    page,
    context,
    request,
  }) => {
    const spot = freshSpot();
    await context.setGeolocation(spot);
    const ana = await register(request, 'Ana Quem Cuida');
    const caio = await register(request, 'Caio Passante');
    const cat = await createCat(request, ana, spot, { name: 'Bolinha' });
    await signIn(page, caio);
    await page.goto(`/checkin/${cat._id}`);
    await page
      .getByRole('group', { name: 'O que você fez pelo gato?' })
      .getByRole('checkbox', { name: /^Verificou bem-estar/ })
      .check();
    await page.getByRole('radio', { name: 'Emergência', exact: true }).check();
    await page.getByRole('button', { name: 'Registrar check-in' }).click();

    const result = page.getByRole('region', { name: 'Resultado do check-in' });
    const told = result.getByRole('heading', { level: 2, name: 'Avisamos quem cuida de Bolinha' });
    await expect(told).toBeFocused();
    await expect(told).toBeInViewport();
    const nowWhat = result.getByText(/^Se puder, fique por perto do gato até alguém chegar\./);
    await expect(nowWhat).toBeVisible();
    // The offer to share a WhatsApp with whoever is accepted to help, then the points.
    const share = result.getByRole('button', { name: 'Compartilhar com quem vai ajudar' });
    await expect(result.getByLabel('Número do WhatsApp')).toBeVisible();
    const points = result.getByText(/^\+\d+ pontos$|^Registrado — sem pontos desta vez$/);
    const top = async (locator: typeof told) => (await locator.boundingBox())!.y;
    expect(await top(told)).toBeLessThan(await top(nowWhat));
    expect(await top(nowWhat)).toBeLessThan(await top(share));
    expect(await top(share)).toBeLessThan(await top(points));
    await page.screenshot({ path: test.info().outputPath('emergency-result-360.png') });
  });
});

test.describe('add a cat on a phone (360×640)', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a missing field far above the button is shown where the eye is; the button does not move', async ({
    page,
    context,
    request,
  }) => {
    await context.setGeolocation(freshSpot());
    const ana = await register(request, 'Ana Esquecida');
    await signIn(page, ana);
    const releasePosition = await heldGeolocation(page);
    await page.goto('/add-cat');
    const submit = page.getByRole('button', { name: 'Adicionar gato' });
    await expect(page.getByText('Obtendo sua localização…')).toBeVisible();
    await submit.scrollIntoViewIfNeeded();
    const before = await submit.boundingBox();
    await releasePosition();
    await expect(page.getByText('Localização do seu dispositivo')).toBeVisible();
    expect(await submit.boundingBox()).toEqual(before);

    await page.getByLabel(/Foto principal/).setInputFiles(await png('sem-cor.png'));
    await page.getByLabel(/^Nome/).fill('Sem Cor');
    await page.getByLabel(/^Descrição/).fill('Ninguém anotou a cor.');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cor é obrigatória' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByLabel(/^Cor/)).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('add-cat-error-360.png') });
    const summary = page.getByRole('region', { name: 'Falta corrigir 1 campo antes de enviar:' });
    await summary.getByRole('button', { name: 'Cor é obrigatória' }).click();
    await expect(page.getByLabel(/^Cor/)).toBeFocused();
    await page.getByLabel(/^Cor/).fill('Cinza');
    await expect(summary).toHaveCount(0);
  });
});
