import { expect, test, type Locator } from './test.js';
import {
  createCat,
  offset,
  panel,
  type Point,
  register,
  runTag,
  serveTiles,
  signInWith,
  spotNear,
  tileOf,
} from './support/home-map.js';

// Each group lives in its own city, far from the default location other specs seed around.
const BELEM: Point = { latitude: -1.4558, longitude: -48.4902 };
const SAO_PAULO: Point = { latitude: -23.5505, longitude: -46.6333 };

test.describe('map', () => {
  test.use({ geolocation: BELEM, permissions: ['geolocation'] });

  test('markers by health, popup to the cat page, filters sent to the server, list centres', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const here = spotNear(BELEM);
    // Far enough apart that no two pins meet in a cluster at the zoom the map opens at
    // (map-clusters.spec.ts is about those). Seen by their registrar, at their exact spots: a
    // visitor sees each at its privacy cell's point, up to ~710 m away (map-clusters.spec.ts).
    await context.setGeolocation(here);
    const owner = await register(request, 'Semeador do Mapa');
    const panther = await createCat(request, owner.token, {
      name: `Pantera ${tag}`,
      at: offset(here, -550, -250),
      health: 'Emergência',
      gender: 'Fêmea',
    });
    const spark = await createCat(request, owner.token, {
      name: `Faísca ${tag}`,
      at: offset(here, -500, 700),
      health: 'Emergência',
    });
    const luna = await createCat(request, owner.token, {
      name: `Luna ${tag}`,
      at: offset(here, 250, -300),
      health: 'Bom',
    });
    const ball = await createCat(request, owner.token, {
      name: `Bolinha ${tag}`,
      at: offset(here, -2200, -1500),
      health: 'Regular',
    });
    const tiles = await serveTiles(page);
    await signInWith(page, owner);

    await page.goto('/map');
    await expect(page.getByRole('button', { name: 'Sua localização atual' })).toBeVisible();
    await expect.poll(() => tiles.includes(tileOf(here, 15))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /gatos no mapa/ })).toBeVisible();

    const marker = (cat: { name: string }, health: string) =>
      page.getByRole('button', { name: `${cat.name}, ${health}` });
    await expect(marker(panther, 'Emergência').locator('path')).toHaveAttribute('fill', '#d92d20');
    await expect(marker(luna, 'Bom').locator('path')).toHaveAttribute('fill', '#1f9d55');
    await expect(marker(ball, 'Regular').locator('path')).toHaveAttribute('fill', '#e3b308');

    // The list holds every cat loaded; its title counts them.
    await page.getByRole('button', { name: 'Lista de gatos' }).click();
    const listTitle = page.getByRole('heading', { name: /^Gatos Próximos \(\d+\)$/ });
    await expect(listTitle).toBeFocused();
    const listItems = page.locator('#map-list').getByRole('listitem');
    const allCount = Number(/\((\d+)\)/.exec((await listTitle.textContent()) ?? '')?.[1]);
    await expect(listItems).toHaveCount(allCount);
    for (const cat of [panther, spark, luna, ball]) {
      await expect(
        page.locator('#map-list').getByRole('button', { name: new RegExp(cat.name) }),
      ).toBeVisible();
    }

    // Only Emergência: the filter goes to the server and the list shrinks to those cats.
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filtered = page.waitForRequest(
      (r) => r.url().includes('cats.list') && decodeURIComponent(r.url()).includes('Emergência'),
    );
    await page.getByRole('checkbox', { name: 'Emergência' }).check();
    await filtered;
    for (const name of ['Excelente', 'Bom', 'Regular', 'Precisa de atenção']) {
      await expect(page.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
    }
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('checkbox')).toHaveCount(3);
    await expect(page.getByRole('group', { name: 'Gênero' }).getByRole('checkbox')).toHaveCount(3);
    await expect(
      page.getByRole('group', { name: 'Idade estimada' }).getByRole('checkbox'),
    ).toHaveCount(4);
    await page.getByRole('button', { name: /^Lista de gatos/ }).click();
    await expect(
      page.locator('#map-list').getByRole('button', { name: new RegExp(luna.name) }),
    ).toHaveCount(0);
    await expect(
      page.locator('#map-list').getByRole('button', { name: new RegExp(panther.name) }),
    ).toBeVisible();
    const emergencyCount = Number(/\((\d+)\)/.exec((await listTitle.textContent()) ?? '')?.[1]);
    expect(emergencyCount).toBeLessThan(allCount);
    await expect(listItems).toHaveCount(emergencyCount);
    await expect(listItems.filter({ hasNotText: 'Emergência' })).toHaveCount(0);
    await expect(marker(luna, 'Bom')).toHaveCount(0);

    // A female Emergência cat only: one of ours left.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('checkbox', { name: 'Fêmea' }).check();
    await page.getByRole('button', { name: /^Lista de gatos/ }).click();
    await expect(
      page.locator('#map-list').getByRole('button', { name: new RegExp(spark.name) }),
    ).toHaveCount(0);
    await expect(
      page.locator('#map-list').getByRole('button', { name: new RegExp(panther.name) }),
    ).toBeVisible();

    // Filters that leave no cat at all: the empty-list message.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('checkbox', { name: 'Idoso' }).check();
    await page.getByRole('button', { name: /^Lista de gatos/ }).click();
    await expect(page.getByText('Nenhum gato encontrado com os filtros atuais')).toBeVisible();
    await expect(listItems).toHaveCount(0);

    // Cleared again, choosing a list item centres the map on it at zoom 16 and opens its popup.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByRole('button', { name: 'Lista de gatos' }).click();
    await page
      .locator('#map-list')
      .getByRole('button', { name: new RegExp(ball.name) })
      .click();
    await expect(page.getByRole('heading', { name: ball.name })).toBeFocused();
    await expect.poll(() => tiles.some((t) => t.startsWith('16/'))).toBe(true);
    const canvas = page.getByRole('region', { name: 'Mapa dos gatos' });
    await expect
      .poll(async () => {
        const pin = await marker(ball, 'Regular').boundingBox();
        const box = await canvas.boundingBox();
        if (!pin || !box) return Infinity;
        return Math.hypot(
          pin.x + pin.width / 2 - (box.x + box.width / 2),
          pin.y + pin.height - (box.y + box.height / 2),
        );
      })
      .toBeLessThan(4);

    // Escape closes the popup and gives the focus back to the pin.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: ball.name })).toHaveCount(0);
    await expect(marker(ball, 'Regular')).toBeFocused();

    // Back on the user, that pin is off the map; reaching it with the keyboard brings it in.
    await page.getByRole('button', { name: 'Centralizar na minha localização' }).click();
    const inView = async (pin: Locator) => {
      const box = await pin.boundingBox();
      const area = await canvas.boundingBox();
      if (!box || !area) return false;
      return (
        box.x >= area.x &&
        box.y >= area.y &&
        box.x + box.width <= area.x + area.width &&
        box.y + box.height <= area.y + area.height
      );
    };
    // The map is back once the user's dot is on it; the pin is then there, off the map (a pin
    // that is not drawn at all would pass for one out of view).
    await expect
      .poll(() => inView(page.getByRole('button', { name: 'Sua localização atual' })))
      .toBe(true);
    await expect(marker(ball, 'Regular')).toBeAttached();
    await expect.poll(() => inView(marker(ball, 'Regular'))).toBe(false);
    await marker(ball, 'Regular').focus();
    await expect.poll(() => inView(marker(ball, 'Regular'))).toBe(true);

    // A marker's popup: photo, name, health and 'Ver detalhes' to the cat page.
    await page.getByRole('button', { name: 'Centralizar na minha localização' }).click();
    await marker(luna, 'Bom').click();
    const popup = page.locator('#map-popup');
    await expect(popup.getByRole('heading', { name: luna.name })).toBeVisible();
    await expect(popup.getByText('Bom', { exact: true })).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await popup.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page).toHaveURL(new RegExp(`/cat/${luna._id}$`));
  });
});

test.describe('without geolocation', () => {
  test.use({ permissions: [] });

  test('home and map fall back to the default location; enabling location recentres', async ({
    page,
    context,
  }) => {
    const tiles = await serveTiles(page);
    await page.goto('/');
    const message =
      'Localização não disponível. Por favor, ative a localização do seu dispositivo.';
    await expect(panel(page).getByRole('alert').getByText(message)).toBeVisible();
    // One calm notice, not a toast as well.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toHaveCount(0);
    await expect(
      panel(page).getByText('Mostrando gatos perto da localização padrão.'),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Mapa' })
      .click();
    const banner = page.getByRole('alert').filter({ hasText: 'Localização não disponível' });
    await expect(banner).toBeVisible();
    await expect(
      banner.getByText('Permissão de localização negada', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sua localização atual' })).toHaveCount(0);
    await expect.poll(() => tiles.includes(tileOf(SAO_PAULO, 15))).toBe(true);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BELEM);
    await banner.getByRole('button', { name: 'Habilitar Localização' }).click();
    await expect(page.getByRole('button', { name: 'Sua localização atual' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => tiles.includes(tileOf(BELEM, 15))).toBe(true);
  });
});
