import { expect, test, type Page } from './test.js';
import { axeOn } from './support/axe.js';
import {
  createCat,
  offset,
  type Point,
  register,
  runTag,
  serveTiles,
  signInWith,
  spotNear,
} from './support/home-map.js';

// A city no other spec seeds around.
const CUIABA: Point = { latitude: -15.601, longitude: -56.097 };

/** How many pairs of the map's buttons (pins, clusters, the user's dot) cover each other. */
const overlappingTargets = (page: Page) =>
  page.locator('.map-canvas button').evaluateAll((buttons) => {
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    let count = 0;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        if (!apart) count++;
      }
    }
    return count;
  });

/** The map's zoom now: that of its current tiles (the previous zoom's linger during a zoom). */
const mapZoom = (page: Page) =>
  page
    .locator('.pigeon-tiles img[fetchpriority="high"]')
    .evaluateAll((imgs) =>
      Math.max(
        ...imgs.map((img) => Number(/e2e-tiles\/(\d+)\//.exec(img.getAttribute('src') ?? '')?.[1])),
      ),
    );

/**
 * Whether the map is at rest: between two zoom levels pigeon-maps scales its tiles' box, which is
 * unscaled again only once a zoom's animation is over.
 */
const mapAtRest = (page: Page) =>
  page
    .locator('.pigeon-tiles-box')
    .evaluate((box) => new DOMMatrixReadOnly(getComputedStyle(box).transform).a === 1);

const targetSizeViolations = async (page: Page) => {
  const { violations } = await axeOn(page).withRules(['target-size']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
};

test.use({ bypassCSP: true, permissions: ['geolocation'] });

test('cats a few metres apart make one cluster that zooms in to their own pins', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  // The user 2 km west of the street corner: their dot stays clear of the cluster.
  const user = spotNear(CUIABA);
  const corner = offset(user, 0, 2_000);
  await context.setGeolocation(user);
  const owner = await register(request, 'Vizinha da Esquina');
  const spots = [
    [0, 0],
    [20, 10],
    [-15, 25],
    [30, -20],
    [5, -30],
    [-25, -10],
    [35, 30],
    [-30, 35],
  ] as const;
  const cats = [];
  for (const [i, [north, east]] of spots.entries()) {
    cats.push(
      await createCat(request, owner.token, {
        name: `Esquina ${i + 1} ${tag}`,
        at: offset(corner, north, east),
      }),
    );
  }
  await serveTiles(page);
  // Their registrar sees them at their exact spots, metres apart (a visitor sees the cats of a
  // privacy cell as one pin: the next test).
  await signInWith(page, owner);

  await page.goto('/map');
  const canvas = page.getByRole('region', { name: 'Mapa dos gatos' });
  await expect(page.getByRole('button', { name: 'Sua localização atual' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /gatos no mapa/ })).toBeVisible();

  // The map lists the nearest cats however far: other runs' corners (20 km away and more) may be
  // on it too. Only the clusters holding this run's cats count.
  const ours = page.locator(cats.map((c) => `.map-cluster[data-cat-ids~="${c._id}"]`).join(', '));

  // Zoomed out, one wheel notch (a zoom level) at a time, from 15 to 12.
  const area = await canvas.boundingBox();
  if (!area) throw new Error('no map');
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  // A notch, then another once its animation is over, until 12 (the screen may also recentre on
  // the user at 15 once when a better position fix comes).
  await expect(async () => {
    expect(await mapAtRest(page)).toBe(true);
    const zoom = await mapZoom(page);
    if (zoom > 12) {
      await page.mouse.wheel(0, 150);
      await expect
        .poll(async () => (await mapZoom(page)) < zoom && (await mapAtRest(page)))
        .toBe(true);
    }
    expect(await mapZoom(page)).toBe(12);
  }).toPass({ timeout: 30_000 });

  const cluster = ours.and(page.getByRole('button', { name: '8 gatos aqui — aproximar' }));
  await expect(cluster).toBeVisible();
  await expect(cluster).toHaveText('8');
  const pin = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}, `) });
  for (const cat of cats) await expect(pin(cat.name)).toHaveCount(0);
  const box = await cluster.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expect.poll(() => overlappingTargets(page)).toBe(0);
  expect(await targetSizeViolations(page)).toEqual([]);

  // Enter on the cluster zooms in on it; the focus goes on to what it parted into.
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(12);
  await expect(cluster).toHaveCount(0);
  await expect(page.locator('.map-canvas button:focus')).toHaveCount(1);
  await expect(
    ours.or(page.getByRole('button', { name: new RegExp(`^Esquina \\d ${tag}, `) })).first(),
  ).toBeVisible();

  // Every cat is reachable: clusters zoom in further, and cats that still overlap at the
  // highest zoom are listed in the cluster's own sheet.
  const reached = new Set<string>();
  for (let round = 0; round < 12 && reached.size < cats.length; round++) {
    await expect.poll(() => overlappingTargets(page)).toBe(0);
    for (const cat of cats) if (await pin(cat.name).isVisible()) reached.add(cat.name);
    const lists = ours.and(page.getByRole('button', { name: /gatos aqui — ver lista$/ }));
    for (let i = 0; i < (await lists.count()); i++) {
      // By keyboard: focusing a marker off the map brings it into view first.
      await lists.nth(i).focus();
      await page.keyboard.press('Enter');
      const sheet = page.locator('#map-cluster');
      await expect(sheet.getByRole('heading', { name: /gatos aqui$/ })).toBeFocused();
      for (const item of await sheet.getByRole('listitem').allTextContents()) {
        for (const cat of cats) if (item.includes(cat.name)) reached.add(cat.name);
      }
      await page.keyboard.press('Escape');
      await expect(lists.nth(i)).toBeFocused();
    }
    const zoomIn = ours.and(page.getByRole('button', { name: /gatos aqui — aproximar$/ }));
    if ((await zoomIn.count()) === 0) break;
    await zoomIn.first().focus();
    await page.keyboard.press('Enter');
  }
  expect(await targetSizeViolations(page)).toEqual([]);
  expect(reached.size).toBeGreaterThan(0);
  // A pin that would sit under the map's round buttons is left off the map until the map moves
  // it clear (it would be a target under a target); the list always has every cat.
  const missing = cats.filter((cat) => !reached.has(cat.name));
  if (missing.length > 0) {
    await page.getByRole('button', { name: 'Lista de gatos' }).click();
    for (const cat of missing) {
      await expect(
        page.locator('#map-list').getByRole('button', { name: new RegExp(cat.name) }),
      ).toBeVisible();
    }
  }
});

test('a visitor sees the cats of one privacy cell as one pin with their count, opening their list', async ({
  page,
  context,
  request,
}) => {
  const tag = runTag();
  const user = spotNear(CUIABA);
  const corner = offset(user, 0, 3_000);
  await context.setGeolocation(user);
  const owner = await register(request, 'Vizinha do Coreto');
  // Five cats fed at one spot: one privacy cell, so one public point for all of them.
  const cats = [];
  for (let i = 1; i <= 5; i++) {
    cats.push(await createCat(request, owner.token, { name: `Coreto ${i} ${tag}`, at: corner }));
  }
  await serveTiles(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/map');
  await expect(page.getByRole('status').filter({ hasText: /gatos no mapa/ })).toBeVisible();

  const spot = page
    .locator(cats.map((c) => `.map-spot[data-cat-ids~="${c._id}"]`).join(', '))
    .and(page.getByRole('button', { name: '5 gatos aqui — ver lista' }));
  await expect(spot).toHaveCount(1);
  await expect(spot).toHaveText('5');
  for (const cat of cats) {
    await expect(page.getByRole('button', { name: new RegExp(`^${cat.name}, `) })).toHaveCount(0);
  }
  await spot.focus();
  await expect(spot).toBeInViewport();
  await expect.poll(() => overlappingTargets(page)).toBe(0);
  expect(await targetSizeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('cells-map-spot-360.png') });

  await spot.click();
  const sheet = page.locator('#map-cluster');
  await expect(sheet.getByRole('heading', { name: '5 gatos aqui' })).toBeFocused();
  const items = await sheet.getByRole('listitem').allTextContents();
  for (const cat of cats) expect(items.some((item) => item.includes(cat.name))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('cells-map-spot-list-360.png') });
});
