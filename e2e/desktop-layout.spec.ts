import type { Locator, Page } from '@playwright/test';
import {
  checkIn,
  createCat,
  offset,
  register,
  runTag,
  serveTiles,
  signInWith,
  spotNear,
  type Point,
} from './support/home-map.js';
import { expect, test } from './test.js';

/**
 * From 1024 px the navigation is a row in the header with whole labels (no bottom bar), the map
 * has its list beside it and the cat page its history beside the main column; phones keep the
 * bottom bar. Signed-out visitors see 'Entrar / Criar conta', which leads to /login.
 */

const FORTALEZA: Point = { latitude: -3.7319, longitude: -38.5267 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** Every label of the navigation is visible and whole: none cut short by an ellipsis. */
async function expectWholeLabels(page: Page, expected: string[]) {
  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(expected);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const label = link.locator('.main-nav__label');
    const size = await label.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(size.scrollWidth, await link.innerText()).toBeLessThanOrEqual(size.clientWidth);
    expect(size.scrollHeight, await link.innerText()).toBeLessThanOrEqual(size.clientHeight);
    // And inside its link (no third line spilling out of the bar) and the window.
    const { x, y, width, height } = await box(label);
    const slot = await box(link);
    expect(y).toBeGreaterThanOrEqual(slot.y);
    expect(y + height).toBeLessThanOrEqual(slot.y + slot.height);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

/** The navigation is a row inside the header at the top, not a bar at the bottom. */
async function expectNavInHeader(page: Page) {
  const header = await box(page.getByRole('banner'));
  const bar = await box(nav(page));
  expect(bar.y).toBeGreaterThanOrEqual(header.y);
  expect(bar.y + bar.height).toBeLessThanOrEqual(header.y + header.height);
  expect(header.y + header.height).toBeLessThan(100);
}

/** A cat with two check-ins, registered around a spot of this test's own. */
async function seed(page: Page, api: Parameters<typeof register>[0]) {
  const here = spotNear(FORTALEZA);
  const tag = runTag();
  const owner = await register(api, 'Rita Desktop');
  const cat = await createCat(api, owner.token, {
    name: `Tapioca ${tag}`,
    at: offset(here, 120, 80),
    health: 'Regular',
    address: 'Praça do Ferreira',
  });
  for (const description of ['Ração e água.', 'Água fresca.']) {
    await checkIn(api, owner.token, {
      catId: cat._id,
      at: here,
      actions: ['Alimentou'],
      healthStatus: 'Bom',
      actionsDescription: description,
    });
  }
  await page.context().setGeolocation(here);
  return { owner, cat };
}

test.describe('desktop, 1280×800', () => {
  test.use({
    viewport: DESKTOP,
    isMobile: false,
    hasTouch: false,
    permissions: ['geolocation'],
    geolocation: FORTALEZA,
  });

  // Two tests rather than one that ran close to the time limit under load: the navigation on
  // every page, then the map and the cat page.
  test('navigation in the header, before the page for the keyboard, on every page', async ({
    page,
    request,
  }) => {
    const { owner } = await seed(page, request);
    await serveTiles(page);
    await signInWith(page, owner);

    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNavInHeader(page);
    await expectWholeLabels(page, ['Início', 'Mapa', 'Adicionar', 'Ranking', 'Perfil']);
    await page.screenshot({ path: test.info().outputPath('home-1280.png') });

    // Keyboard: the navigation comes before the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Gateiros' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Início' })).toBeFocused();

    // The other pages from the header, as a desktop user reaches them (not a reload of the app
    // each), each waited for by its own heading.
    for (const [link, title, name] of [
      [nav(page).getByRole('link', { name: 'Ranking' }), 'Ranking', 'ranking'],
      [
        page.getByRole('banner').getByRole('link', { name: 'Configurações' }),
        'Configurações',
        'settings',
      ],
    ] as const) {
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNavInHeader(page);
      await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
    }
  });

  test('map and list side by side, the popup over the map, history beside the cat', async ({
    page,
    request,
  }) => {
    const { owner, cat } = await seed(page, request);
    await serveTiles(page);
    await signInWith(page, owner);
    await page.goto('/');

    // The map on the left, its list on the right, both the full height under the header.
    await nav(page).getByRole('link', { name: 'Mapa' }).click();
    const map = page.getByRole('region', { name: 'Mapa dos gatos' });
    const list = page.locator('#map-list');
    await expect(list.getByRole('button', { name: new RegExp(cat.name) })).toBeVisible();
    await expect(list.getByRole('heading', { name: /^Gatos Próximos \(\d+\)$/ })).toBeVisible();
    // Nothing to open: the list button is gone, and the list has no close button.
    await expect(page.getByRole('button', { name: 'Lista de gatos' })).toBeHidden();
    await expect(list.getByRole('button', { name: 'Fechar' })).toBeHidden();
    const mapBox = await box(map);
    const listBox = await box(list);
    expect(mapBox.width).toBeGreaterThan(600);
    expect(listBox.width).toBeGreaterThan(300);
    expect(listBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width - 1);
    expect(Math.abs(listBox.y - mapBox.y)).toBeLessThan(2);
    expect(Math.abs(listBox.height - mapBox.height)).toBeLessThan(2);
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(DESKTOP.height + 1);
    await expectNavInHeader(page);
    await page.screenshot({ path: test.info().outputPath('map-1280.png') });

    // Choosing a cat in the list opens its popup over the map, not over the list.
    await list.getByRole('button', { name: new RegExp(cat.name) }).click();
    const popup = page.locator('#map-popup');
    await expect(popup.getByRole('heading', { name: cat.name })).toBeFocused();
    const popupBox = await box(popup);
    expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(listBox.x + 1);
    await expect(list).toBeVisible();

    // The cat page: history and recent check-ins in a column beside the main one.
    await popup.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page.getByRole('heading', { name: cat.name, level: 1 })).toBeVisible();
    const main = await box(page.getByRole('region', { name: 'Descrição' }));
    const history = await box(page.getByRole('region', { name: 'Histórico' }));
    const recent = await box(page.getByRole('region', { name: 'Check-ins recentes' }));
    expect(history.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(recent.x).toBeGreaterThanOrEqual(main.x + main.width);
    // Beside, not below: the history starts above the end of the main column's description.
    expect(history.y).toBeLessThan(main.y + main.height);
    expect(history.x + history.width).toBeLessThanOrEqual(DESKTOP.width);
    await page.screenshot({ path: test.info().outputPath('cat-1280.png'), fullPage: true });
  });

  test('a visitor sees "Entrar / Criar conta", which leads to /login and sign-up', async ({
    page,
  }) => {
    await page.goto('/');
    await expectNavInHeader(page);
    await expectWholeLabels(page, ['Início', 'Mapa', 'Ranking', 'Entrar / Criar conta']);
    await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('visitor-1280.png') });

    await nav(page).getByRole('link', { name: 'Entrar / Criar conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Entrar / Criar conta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    // The sign-up link keeps where the visitor came from (issue 32: the return path is kept).
    await expect(page).toHaveURL(/\/register\?next=%2F$/);
  });

  test('in English: "Sign in / Create account", whole, in the header', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/');
    const english = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(english.getByRole('link', { name: 'Sign in / Create account' })).toBeVisible();
    const header = await box(page.getByRole('banner'));
    const bar = await box(english);
    expect(bar.y + bar.height).toBeLessThanOrEqual(header.y + header.height);
    for (const label of await english.locator('.main-nav__label').all()) {
      const whole = await label.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(whole, await label.innerText()).toBe(true);
    }
    await english.getByRole('link', { name: 'Sign in / Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});

test.describe('phone, 360×640', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar stays, with the visitor entry whole', async ({ page }) => {
    await page.goto('/');
    const bar = await box(nav(page));
    // Fixed to the bottom of the screen, across its width.
    expect(Math.round(bar.y + bar.height)).toBe(PHONE.height);
    expect(bar.width).toBe(PHONE.width);
    await expect(nav(page)).toHaveCSS('position', 'fixed');
    await expectWholeLabels(page, ['Início', 'Mapa', 'Ranking', 'Entrar / Criar conta']);
    await page.screenshot({ path: test.info().outputPath('visitor-360.png') });

    await nav(page).getByRole('link', { name: 'Entrar / Criar conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Cadastre-se' })).toBeVisible();
  });

  test('at 320 px in English and Spanish the visitor entry is whole too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    for (const [lang, label, name] of [
      ['en', 'Sign in / Create account', 'Main navigation'],
      ['es', 'Entrar / Crear cuenta', 'Navegación principal'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await page.goto('/');
      const bar = page.getByRole('navigation', { name });
      const link = bar.getByRole('link', { name: label });
      await expect(link).toBeVisible();
      for (const text of await bar.locator('.main-nav__label').all()) {
        const whole = await text.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight,
        );
        expect(whole, `${lang}: ${await text.innerText()}`).toBe(true);
      }
      const words = await box(link.locator('.main-nav__label'));
      const slot = await box(link);
      expect(words.y + words.height).toBeLessThanOrEqual(slot.y + slot.height);
      await page.screenshot({ path: test.info().outputPath(`visitor-320-${lang}.png`) });
    }
  });

  test('signed in, the map keeps its list behind the list button', async ({ page, request }) => {
    const { owner, cat } = await seed(page, request);
    await page.context().grantPermissions(['geolocation']);
    await serveTiles(page);
    await signInWith(page, owner);
    await page.goto('/map');
    const bar = await box(nav(page));
    expect(Math.round(bar.y + bar.height)).toBe(PHONE.height);
    await expectWholeLabels(page, ['Início', 'Mapa', 'Adicionar', 'Ranking', 'Perfil']);
    await expect(page.locator('#map-list')).toBeHidden();
    await page.getByRole('button', { name: 'Lista de gatos' }).click();
    await expect(
      page.locator('#map-list').getByRole('button', { name: new RegExp(cat.name) }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('map-360.png') });
  });
});

test.describe('tablet', () => {
  for (const viewport of [
    { width: 640, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width} px the bottom bar's labels are whole`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const owner = await register(request, 'Tina Tablet');
      await signInWith(page, owner);
      await page.goto('/');
      const bar = await box(nav(page));
      expect(Math.round(bar.y + bar.height)).toBe(viewport.height);
      await expectWholeLabels(page, ['Início', 'Mapa', 'Adicionar', 'Ranking', 'Perfil']);
    });
  }
});
