import { expect, test } from './test.js';
import { createCat, freshSpot, openPart, png, register, signIn } from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'], viewport: { width: 360, height: 640 } });

test('on a phone, the check-in button is on the first screen once an action is chosen; description and photo still go', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Primeira Tela');
  const ben = await register(request, 'Ben Primeira Tela');
  const cat = await createCat(request, ana, spot, { name: 'Pipoca' });
  await signIn(page, ben);
  await page.goto(`/checkin/${cat._id}`);

  const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
  // The cat's health so far is chosen already: feeding a cat as it was is two taps.
  await expect(page.getByRole('radio', { name: 'Regular' })).toBeChecked();
  await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
  // No scrolling: the page is where it opened, and the button is wholly in view.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const submit = page.getByRole('button', { name: 'Registrar check-in' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  // All eight actions are on the first screen, none under the button's bar.
  const barTop = (await page.locator('.checkin-form__submit').boundingBox())!.y;
  const boxes = await actions
    .getByRole('checkbox')
    .evaluateAll((inputs) =>
      inputs.map((input) => input.nextElementSibling!.getBoundingClientRect().bottom),
    );
  expect(boxes).toHaveLength(8);
  for (const bottom of boxes) expect(bottom).toBeLessThanOrEqual(barTop);
  // The optional parts start closed: their fields are not in the way.
  await expect(page.getByLabel('Descrição das ações')).toBeHidden();
  await expect(page.getByRole('group', { name: 'Do que o gato ainda precisa?' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('checkin-first-screen-360.png') });

  await page.getByRole('radio', { name: 'Bom' }).check();
  await expect(submit).toBeInViewport({ ratio: 1 });

  // Opened on demand, an optional part keeps what was typed when it is closed again.
  await openPart(page, 'Descrição');
  await page.getByLabel('Descrição das ações').fill('Ração e água fresca no coreto.');
  await page.locator('summary', { hasText: /^Descrição/ }).click();
  await expect(page.getByLabel('Descrição das ações')).toBeHidden();
  await openPart(page, 'Fotos');
  await page.getByLabel(/Fotos do check-in/).setInputFiles(await png('pipoca.png'));
  await expect(page.getByRole('img', { name: 'Prévia de pipoca.png' })).toBeVisible();
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  // Below the opened parts the button still rides in view.
  await expect(submit).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('checkin-parts-open-360.png') });
  await submit.click();

  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  await expect(result.getByRole('heading', { name: /^\+\d+ pontos$/ })).toBeVisible();
  await result.getByRole('link', { name: 'Voltar para Pipoca' }).click();
  await expect(page.getByRole('heading', { name: 'Pipoca', level: 1 })).toBeVisible();
  // The description typed in a part closed again was sent with the photo.
  await expect(page.getByText('Ração e água fresca no coreto.')).toBeVisible();
});

test('two taps on a phone: an action, then the button, with the health as it was; Spanish and English spot checks', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Dois Toques');
  const ben = await register(request, 'Ben Dois Toques');
  const languages = [
    { lang: 'pt-BR', fed: /Alimentou/, health: 'Regular', send: 'Registrar check-in' },
    { lang: 'es', fed: /Alimentó/, health: 'Regular', send: 'Registrar check-in' },
    { lang: 'en', fed: /Fed/, health: 'Regular', send: 'Record check-in' },
  ] as const;
  const result = {
    'pt-BR': /^Check-in de .+ registrado$/,
    es: /^Check-in de .+ registrado$/,
    en: /^Check-in for .+ recorded$/,
  };
  for (const { lang, fed, health, send } of languages) {
    const cat = await createCat(request, ana, spot, { name: `Dois ${lang}` });
    await signIn(page, ben);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`/checkin/${cat._id}`);
    await expect(page.getByRole('radio', { name: health })).toBeChecked();
    await page.getByRole('checkbox', { name: fed }).check();
    await page.getByRole('button', { name: send }).click();
    await expect(page.getByText(result[lang])).toBeVisible();
    if (lang !== 'pt-BR') {
      await page.screenshot({ path: test.info().outputPath(`checkin-two-taps-${lang}-360.png`) });
    }
  }
});
