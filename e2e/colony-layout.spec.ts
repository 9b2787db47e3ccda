import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { trpcMutation, trpcQuery } from './support/api.js';
import { register, serveTiles, signInWith, type Account } from './support/home-map.js';
import { startServer, type E2EServer } from './support/server.js';
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
  await expect(page.getByRole('button', { name: 'Alimentei a colônia', exact: true })).toBeVisible();
  const rota = page.getByRole('region', { name: 'Escala de alimentação' });
  await expect(rota.getByRole('heading', { name: 'Esta semana' })).toBeVisible();
  await expect(rota.locator('.rota-shift').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Gatos da colônia' }).locator('.cat-card').first(),
  ).toBeVisible();
  // The area map's box is drawn once its code has come.
  await page.waitForLoadState('networkidle');
}

/** The page's whole height, as a full-page screenshot would take it. */
const pageHeight = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight);

test.describe('phone, 360×640', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 1 });

  test('the coordinator: at most 6 screens, the feed button and next shift on the first', async ({
    page,
    request,
  }) => {
    const { demo, colony } = await demoColony(request);
    await serveTiles(page);
    await signInWith(page, demo);
    await openColony(page, colony._id);
    const height = await pageHeight(page);
    console.log('coordinator height', height);
    await page.screenshot({
      path: test.info().outputPath('colony-coordinator-360.png'),
      fullPage: true,
    });
    expect(height).toBeLessThanOrEqual(6 * PHONE.height);
  });

  test('a member: at most 4 screens', async ({ page, request }) => {
    const { demo, colony } = await demoColony(request);
    const member = await newMember(request, demo, colony._id);
    await serveTiles(page);
    await signInWith(page, member);
    await openColony(page, colony._id);
    const height = await pageHeight(page);
    console.log('member height', height);
    await page.screenshot({
      path: test.info().outputPath('colony-member-360.png'),
      fullPage: true,
    });
    expect(height).toBeLessThanOrEqual(4 * PHONE.height);
  });
});

test.describe('desktop, 1280', () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('two columns', async ({ page, request }) => {
    const { demo, colony } = await demoColony(request);
    await serveTiles(page);
    await signInWith(page, demo);
    await openColony(page, colony._id);
    console.log('desktop height', await pageHeight(page));
    await page.screenshot({
      path: test.info().outputPath('colony-coordinator-1280.png'),
      fullPage: true,
    });
    await box(page.getByRole('region', { name: 'Escala de alimentação' }));
  });
});
