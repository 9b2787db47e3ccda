import { expect, test, type Locator, type Page } from './test.js';
import {
  checkIn,
  createCat,
  offset,
  panel,
  type Point,
  register,
  runTag,
  signInWith,
  spotNear,
} from './support/home-map.js';

// Each group lives in its own city, far from the default location other specs seed around.
const RECIFE: Point = { latitude: -8.0476, longitude: -34.877 };

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Gatos da vizinhança' });
const card = (scope: Locator, name: string) => scope.getByRole('article').filter({ hasText: name });

test.describe('home', () => {
  test.use({ geolocation: RECIFE, permissions: ['geolocation'] });

  test('nearby cats come nearest first, loaded once; the emergency tab shows only urgent ones', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const here = spotNear(RECIFE);
    await context.setGeolocation(here);
    const owner = await register(request, 'Semeadora do Início');
    const near = await createCat(request, owner.token, {
      name: `Mimi ${tag}`,
      at: offset(here, 400, 0),
      health: 'Bom',
      address: 'Rua da Aurora, 10',
    });
    const middle = await createCat(request, owner.token, {
      name: `Tigre ${tag}`,
      at: offset(here, 0, -1500),
      health: 'Emergência',
    });
    const far = await createCat(request, owner.token, {
      name: `Nina ${tag}`,
      at: offset(here, -3000, 0),
      health: 'Precisa de atenção',
      address: 'Praça do Diário',
    });
    const outside = await createCat(request, owner.token, {
      name: `Bento ${tag}`,
      at: offset(here, 9000, 0),
      health: 'Emergência',
      address: 'Olinda',
    });

    let nearbyCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('cats.nearby')) nearbyCalls += 1;
    });

    await page.goto('/');
    await expect(tabs(page).getByRole('tab', { name: 'Próximos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nearby = panel(page);
    // Visitors see positions shifted by at most 250 m: the seeded gaps keep the order.
    await expect(nearby.getByRole('heading', { level: 3 })).toHaveText([
      near.name,
      middle.name,
      far.name,
    ]);
    // The free-text address is for the cat's carers only: a visitor's card never shows it.
    await expect(card(nearby, near.name).getByText('Localização não especificada')).toBeVisible();
    await expect(nearby.getByText('Rua da Aurora, 10')).toHaveCount(0);
    await expect(card(nearby, near.name).getByText('Bom', { exact: true })).toBeVisible();
    await expect(card(nearby, near.name).getByText(/^a \d+ m$/)).toBeVisible();
    await expect(card(nearby, middle.name).getByText('Localização não especificada')).toBeVisible();
    await expect(card(nearby, middle.name).getByText('Emergência')).toBeVisible();
    // Kilometres with one decimal, none when it is 0 ("a 2 km": the public point may fall there).
    await expect(card(nearby, middle.name).getByText(/^a \d(,\d)? km$/)).toBeVisible();
    await expect(
      card(nearby, near.name).getByRole('link', { name: 'Fazer Check-in' }),
    ).toHaveAttribute('href', `/checkin/${near._id}`);
    // The first card's photo is the largest paint of the screen: eager, high priority; the rest lazy.
    await expect(card(nearby, near.name).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(card(nearby, near.name).locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(card(nearby, middle.name).locator('img')).toHaveAttribute('loading', 'lazy');

    // The card leads to the cat's page.
    await card(nearby, near.name).getByRole('link', { name: near.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/cat/${near._id}$`));
    await page.goBack();

    // Keyboard: the arrow key moves to the emergency tab.
    await tabs(page).getByRole('tab', { name: 'Próximos' }).focus();
    await page.keyboard.press('ArrowRight');
    const emergencyTab = tabs(page).getByRole('tab', { name: 'Emergências' });
    await expect(emergencyTab).toHaveAttribute('aria-selected', 'true');
    await expect(emergencyTab).toBeFocused();
    const emergencies = panel(page);
    for (const cat of [middle, far, outside]) {
      await expect(
        card(emergencies, cat.name).getByRole('link', { name: 'Ajudar Agora' }),
      ).toHaveAttribute('href', `/checkin/${cat._id}`);
    }
    await expect(card(emergencies, near.name)).toHaveCount(0);
    await expect(emergencies.getByRole('link', { name: /Fazer Check-in/ })).toHaveCount(0);

    // Back on the nearby tab the list shows again from the cache: no second request.
    await tabs(page).getByRole('tab', { name: 'Próximos' }).click();
    await expect(nearby.getByRole('heading', { name: near.name })).toBeVisible();
    expect(nearbyCalls).toBe(1);
  });

  test('cards below the first screen are laid out only when scrolled near', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const here = spotNear(RECIFE);
    await context.setGeolocation(here);
    const owner = await register(request, 'Semeadora da Fila');
    for (let i = 0; i < 12; i += 1) {
      await createCat(request, owner.token, {
        name: `Fila ${i} ${tag}`,
        at: offset(here, 0, i * 40),
      });
    }
    await page.goto('/');
    const nearby = panel(page);
    await expect(nearby.getByRole('heading', { name: new RegExp(tag) })).toHaveCount(12);
    // Whether the browser has rendered a card's heading: false while its content is skipped.
    // First and last in the list (positions shown to visitors are shifted, so not by name).
    const rendered = (article: Locator) =>
      article
        .getByRole('heading')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    const first = nearby.getByRole('article').first();
    const last = nearby.getByRole('article').last();
    expect(await rendered(first)).toBe(true);
    expect(await rendered(last)).toBe(false);
    // Still in the page for search and assistive technology, and drawn once scrolled to.
    await expect(last.getByRole('link', { name: 'Fazer Check-in' })).toBeAttached();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    await expect(last.getByRole('link', { name: 'Fazer Check-in' })).toBeVisible();
  });

  test('recent check-ins: a login prompt for visitors, only their own for a signed-in user', async ({
    page,
    request,
  }) => {
    const tag = runTag();
    const me = await register(request, 'Joana Gateira');
    const someoneElse = await register(request, 'Outra Pessoa');
    const spot = offset(RECIFE, 200, 200);
    const cat = await createCat(request, me.token, {
      name: `Frajola ${tag}`,
      at: spot,
      health: 'Regular',
    });
    await checkIn(request, me.token, {
      catId: cat._id,
      at: spot,
      actions: ['Alimentou', 'Deu água'],
      healthStatus: 'Regular',
      actionsDescription: `Ração e água fresca ${tag}`,
    });
    await checkIn(request, someoneElse.token, {
      catId: cat._id,
      at: spot,
      actions: ['Verificou bem-estar'],
      healthStatus: 'Regular',
      actionsDescription: `Check-in de outra pessoa ${tag}`,
    });

    await page.goto('/?tab=recent');
    await expect(tabs(page).getByRole('tab', { name: 'Check-ins recentes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      panel(page).getByText('Faça login para ver seus check-ins recentes.'),
    ).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      /^\/login\?next=/,
    );

    await signInWith(page, me);
    await page.reload();
    const recent = panel(page);
    await expect(recent.getByRole('heading', { name: cat.name })).toBeVisible();
    await expect(recent.getByText(`Ração e água fresca ${tag}`)).toBeVisible();
    const actions = recent.getByRole('list', { name: 'Ações realizadas' });
    await expect(actions.getByRole('listitem')).toHaveText(['Alimentou', 'Deu água']);
    await expect(recent.getByText(`Check-in de outra pessoa ${tag}`)).toHaveCount(0);
    await expect(recent.locator('time')).toHaveCount(1);
  });
});
