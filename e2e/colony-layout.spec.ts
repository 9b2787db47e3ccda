import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { trpcMutation, trpcQuery } from './support/api.js';
import { axeOn } from './support/axe.js';
import { register, serveTiles, signInWith, type Account } from './support/home-map.js';
import { startServer, type E2EServer } from './support/server.js';
import { smallTargets } from './support/touch-targets.js';
import { test as base, expect } from './test.js';

// Issue 45, "The colony page fits a phone": on the demo data (README: the demo coordinator), in
// the page's default state (this week's rota and the cats shown), the colony page is at most 4
// phone screens for a member and 6 for a coordinator at 360×640, "Alimentei a colônia" and the
// next shift on the first screen; the section bar marks the section being read; at 1280 px the
// page and the impact report use two columns, the report's numbers first.

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const DEMO = { email: 'demo@gateiros.app', password: 'gatinhos123' };

// A server of its own with the demo data (the worker's starts empty): Playwright runs this file
// in a worker of its own.
const test = base.extend<object, { server: E2EServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startServer({
        name: 'demo',
        env: () => ({ DEMO_DATA: 'true' }),
        startTimeout: 180_000,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
});

interface Colony {
  _id: string;
  name: string;
  me: { role: string; status: string } | null;
}

/** The demo coordinator, and the colony she coordinates. */
async function demoColony(request: APIRequestContext) {
  const demo = await trpcMutation<Account>(request, 'auth.login', DEMO);
  const colonies = await trpcQuery<Colony[]>(request, 'colonies.list', undefined, demo.token);
  const colony = colonies.find((c) => c.me?.role === 'coordinator');
  if (!colony) throw new Error('the demo coordinator coordinates no colony');
  return { demo, colony };
}

/** A new carer approved into the colony by its coordinator. */
async function newMember(request: APIRequestContext, coordinator: Account, colonyId: string) {
  const member = await register(request, 'Lia Cuida');
  await trpcMutation(request, 'colonies.join', { colonyId }, member.token);
  await trpcMutation(
    request,
    'colonies.decide',
    { colonyId, userId: member.user._id, decision: 'approve' },
    coordinator.token,
  );
  return member;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** The colony page loaded and settled: its cats and this week's shifts shown. */
async function openColony(page: Page, colonyId: string) {
  await page.goto(`/colony/${colonyId}`);
  await expect(
    page.getByRole('button', { name: 'Alimentei a colônia', exact: true }),
  ).toBeVisible();
  const rota = page.getByRole('region', { name: 'Escala de alimentação' });
  await expect(rota.getByRole('heading', { name: 'Esta semana' })).toBeVisible();
  await expect(rota.locator('.rota-shift').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Gatos da colônia' }).locator('.cat-card').first(),
  ).toBeVisible();
  // The area map's box is drawn once its code has come.
  await page.waitForLoadState('networkidle');
}

/** The page's whole height, as a full-page screenshot takes it. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Nothing serious or critical for axe, and no control under 44 px. */
async function expectAccessible(page: Page) {
  const { violations } = await axeOn(page).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
}

/** Within the first screen: its bottom above the fold (and under the header). */
async function expectOnFirstScreen(locator: Locator) {
  const { y, height } = await box(locator);
  expect(y).toBeGreaterThan(0);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Seções da colônia' });

test.describe('phone, 360×640', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 1 });

  test('the coordinator: at most 6 screens, the feed button and next shift on the first; the bar marks the section read', async ({
    page,
    request,
  }) => {
    const { demo, colony } = await demoColony(request);
    await serveTiles(page);
    await signInWith(page, demo);
    await openColony(page, colony._id);
    // The pending request and the privacy notice come after the day's work.
    await expect(page.getByRole('note', { name: 'Aviso de privacidade:' })).toBeVisible();
    await expect(page.getByText(/pedidos? para entrar esperando/)).toBeVisible();
    await expectOnFirstScreen(
      page.getByRole('button', { name: 'Alimentei a colônia', exact: true }),
    );
    await expectOnFirstScreen(page.getByText('Seu próximo turno:'));
    // The day's summary first, each part a link to its section: here the census.
    const today = page.locator('p').filter({ hasText: /^Hoje:/ });
    await expectOnFirstScreen(today);
    const census = today.getByRole('link', {
      name: /^≈ \d+ gatos \(\d+–\d+\), pelo menos \d+ % castrados$/,
    });
    await expect(census).toHaveAttribute('href', '#census');
    const height = await pageHeight(page);
    await page.screenshot({
      path: test.info().outputPath('colony-coordinator-360.png'),
      fullPage: true,
    });
    expect(height, `${height} px`).toBeLessThanOrEqual(6 * PHONE.height);
    await expectAccessible(page);

    // Each shift once: removed from its own card, no second list in the tools.
    const rota = page.getByRole('region', { name: 'Escala de alimentação' });
    const shifts = await rota.locator('.rota-shift').count();
    await expect(rota.getByRole('button', { name: /^Remover turno / })).toHaveCount(shifts);
    await expect(
      page.getByRole('region', { name: 'Ferramentas da coordenação' }).locator('li'),
    ).toHaveCount(0);

    // The bar: five links that do not fit, the fade on the side with more.
    const links = bar(page).getByRole('link');
    await expect(links).toHaveText([
      'Gatos',
      'Censo',
      'Saúde',
      'Escala',
      'Membros',
      'Pedidos',
      'Relatório',
    ]);
    await expect(bar(page)).toHaveClass(/colony-bar--more-after/);
    await expect(bar(page)).not.toHaveClass(/colony-bar--more-before/);
    await expect(bar(page).locator('[aria-current]')).toHaveCount(0);

    // Scrolling marks the section being read, and keeps its link in sight.
    for (const [id, label] of [
      ['cats', 'Gatos'],
      ['rota', 'Escala'],
      ['members', 'Membros'],
      ['report', 'Relatório'],
    ] as const) {
      await page.locator(`#${id}`).evaluate((section) => section.scrollIntoView());
      await expect(links.filter({ hasText: label })).toHaveAttribute('aria-current', 'location');
      await expect(bar(page).locator('[aria-current]')).toHaveCount(1);
    }
    await expect(links.filter({ hasText: 'Relatório' })).toBeInViewport({ ratio: 0.95 });
    await expect(bar(page)).toHaveClass(/colony-bar--more-before/);
    await page.screenshot({ path: test.info().outputPath('colony-bar-report-360.png') });
  });

  test('a member: at most 4 screens, the feed button and next shift on the first', async ({
    page,
    request,
  }) => {
    const { demo, colony } = await demoColony(request);
    const member = await newMember(request, demo, colony._id);
    await serveTiles(page);
    await signInWith(page, member);
    await openColony(page, colony._id);
    await expectOnFirstScreen(
      page.getByRole('button', { name: 'Alimentei a colônia', exact: true }),
    );
    await expectOnFirstScreen(page.getByText('Seu próximo turno:'));
    const height = await pageHeight(page);
    await page.screenshot({
      path: test.info().outputPath('colony-member-360.png'),
      fullPage: true,
    });
    expect(height, `${height} px`).toBeLessThanOrEqual(4 * PHONE.height);
    await expect(bar(page).getByRole('link')).toHaveText([
      'Gatos',
      'Censo',
      'Saúde',
      'Escala',
      'Membros',
    ]);
    await expect(page.getByRole('button', { name: /^Remover turno / })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the impact report leads with its numbers', async ({ page, request }) => {
    const { demo, colony } = await demoColony(request);
    await signInWith(page, demo);
    await page.goto(`/reports/impact?colonyId=${colony._id}`);
    const sterilized = page.getByRole('region', { name: 'Castrados' });
    await expect(sterilized).toBeVisible();
    const first = await box(sterilized);
    const from = await box(page.getByLabel('Data inicial'));
    expect(first.y + first.height).toBeLessThanOrEqual(from.y);
    await expectOnFirstScreen(sterilized);
    await page.screenshot({ path: test.info().outputPath('impact-360.png'), fullPage: true });
  });
});

test.describe('desktop, 1280', () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('the rota beside the members and requests; the report beside its controls', async ({
    page,
    request,
  }) => {
    const { demo, colony } = await demoColony(request);
    await serveTiles(page);
    await signInWith(page, demo);
    await openColony(page, colony._id);
    await page.screenshot({
      path: test.info().outputPath('colony-coordinator-1280.png'),
      fullPage: true,
    });
    const rota = await box(page.getByRole('region', { name: 'Escala de alimentação' }));
    for (const name of ['Membros', 'Pedidos para entrar']) {
      const side = await box(page.getByRole('region', { name, exact: true }));
      expect(side.x, name).toBeGreaterThanOrEqual(rota.x + rota.width);
      // Beside, not below: it starts before the rota ends.
      expect(side.y, name).toBeLessThan(rota.y + rota.height);
    }
    await expect(
      page.getByRole('button', { name: 'Alimentei a colônia', exact: true }),
    ).toBeInViewport();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Relatório de impacto' }).click();
    const numbers = await box(page.getByRole('region', { name: 'Castrados' }));
    const controls = await box(page.getByLabel('Data inicial'));
    expect(controls.x).toBeGreaterThanOrEqual(numbers.x + numbers.width);
    await page.screenshot({ path: test.info().outputPath('impact-1280.png'), fullPage: true });
  });
});
