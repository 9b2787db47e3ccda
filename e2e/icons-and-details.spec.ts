import { expect, test, type Locator, type Page } from './test.js';
import { axeOn } from './support/axe.js';
import { registerAccount, uniqueEmail } from './support/api.js';
import {
  type Account,
  checkIn,
  createCat,
  offset,
  type Point,
  runTag,
  signInWith,
  spotNear,
} from './support/home-map.js';

// A city of its own, far from where the other specs seed.
const BELEM: Point = { latitude: -1.4558, longitude: -48.4902 };
const here = spotNear(BELEM);
const EMOJI = /\p{Extended_Pictographic}/u;

let me: Account;
const myEmail = uniqueEmail('icons');

test.beforeAll(async ({ playwright, server }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const tag = runTag();
  me = await registerAccount<Account>(api, `Iara Ícones ${tag}`, myEmail);
  const cat = await createCat(api, me.token, { name: `Tucupi ${tag}`, at: offset(here, 300, 0) });
  await createCat(api, me.token, {
    name: `Jambu ${tag}`,
    at: offset(here, -300, 0),
    health: 'Emergência',
  });
  await checkIn(api, me.token, {
    catId: cat._id,
    at: offset(here, 300, 0),
    actions: ['Alimentou'],
    healthStatus: 'Bom',
  });
  await api.dispose();
});

test.use({ geolocation: here, permissions: ['geolocation'] });

/** An image's name comes from a drawing (an <svg> inside or itself), not from emoji text. */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  const drawn = await image.evaluate((el) => ({
    svg: el.tagName.toLowerCase() === 'svg' || el.querySelector('svg') !== null,
    text: el.textContent ?? '',
  }));
  expect(drawn.svg).toBe(true);
  expect(drawn.text).not.toMatch(EMOJI);
}

test('achievements and ranking medals are drawn and named, not emoji', async ({ page }) => {
  await signInWith(page, me);
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Conquistas', level: 1 })).toBeVisible();
  const unlocked = page.getByRole('region', { name: /Desbloqueadas/ });
  await expectDrawn(
    unlocked.getByRole('img', { name: 'Conquista desbloqueada: Primeiro Contato' }),
  );
  await expectDrawn(unlocked.getByRole('img', { name: 'Conquista desbloqueada: Descobridor' }));
  const locked = page.getByRole('region', { name: /A desbloquear/ });
  await expect(locked.getByRole('img', { name: /^Conquista bloqueada: / })).toHaveCount(13);
  await expectDrawn(locked.getByRole('img', { name: 'Conquista bloqueada: Amigo dos Gatos' }));
  await expect(page.getByRole('main')).not.toContainText(EMOJI);
  await page.screenshot({ path: test.info().outputPath('achievements.png'), fullPage: true });

  await page.goto('/ranking');
  const rows = page.getByRole('list', { name: 'Ranking: Todo o tempo' }).getByRole('listitem');
  const gold = rows.first().getByRole('img', { name: 'Medalha de ouro' });
  await expectDrawn(gold);
  await expect(rows.first()).toContainText('1º lugar');
  await expect(page.getByRole('main')).not.toContainText(EMOJI);
  await page.screenshot({ path: test.info().outputPath('ranking.png') });
});

/** WCAG contrast of an element's text colour against the first opaque background behind it. */
function contrastOf(element: Element): number {
  const rgb = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const text = rgb(getComputedStyle(element).color);
  let node: Element | null = element;
  let background = { r: 255, g: 255, b: 255, a: 1 };
  while (node) {
    const colour = rgb(getComputedStyle(node).backgroundColor);
    if (colour.a === 1) {
      background = colour;
      break;
    }
    node = node.parentElement;
  }
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('"Sua posição" points have a contrast of at least 4.5:1', async ({ page }) => {
  await signInWith(page, me);
  await page.goto('/ranking');
  const own = page.getByRole('region', { name: 'Sua posição' });
  const points = own.locator('.ranking-points__value');
  await expect(points).toBeVisible();
  for (const part of [points, own.locator('.ranking-points__unit')]) {
    expect(await part.evaluate(contrastOf)).toBeGreaterThanOrEqual(4.5);
  }
});

test('the stale "e-mail já cadastrado" toast goes once sign-up succeeds', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Iara Nova');
  await page.getByLabel('E-mail').fill(myEmail);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const toasts = page.getByRole('region', { name: /Notificações/ });
  await expect(toasts.getByText('Este e-mail já está cadastrado')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('toast-error.png') });

  await page.getByLabel('E-mail').fill(`nova.${runTag()}.${Date.now()}@gateiros.test`);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toasts.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  // Well before its own 5 s are up: the success took it away.
  await expect(toasts.getByText('Este e-mail já está cadastrado')).toHaveCount(0, {
    timeout: 1500,
  });
  await page.screenshot({ path: test.info().outputPath('toast-success.png') });
});

/** Heading levels in document order, hidden ones (display: none, aria-hidden) left out. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.closest('[aria-hidden="true"]') === null && h.getClientRects().length > 0)
      .map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))),
  );

async function expectNoSkips(page: Page, where: string) {
  const levels = await headingLevels(page);
  expect(levels[0], `${where}: first heading`).toBe(1);
  for (const [i, level] of levels.entries()) {
    if (i > 0)
      expect(level, `${where}: ${levels.join(' ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  }
}

const HOME_TABS = [
  ['nearby', '/', 'article'],
  ['emergency', '/?tab=emergency', 'article'],
  ['recent', '/?tab=recent', null],
] as const;

for (const signedIn of [false, true]) {
  test(`home tabs skip no heading level (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    if (signedIn) await signInWith(page, me);
    for (const [tab, url, content] of HOME_TABS) {
      await page.goto(url);
      const panel = page.getByRole('tabpanel');
      if (content) await expect(panel.getByRole(content).first()).toBeVisible();
      else if (signedIn)
        await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
      else await expect(panel.getByRole('link', { name: /Entrar|login/i }).first()).toBeVisible();
      await expectNoSkips(page, `${tab}, ${signedIn ? 'signed in' : 'signed out'}`);
    }
  });
}

test.describe('axe at 360×640', () => {
  // axe is a script injected into the page: the app's CSP would refuse it.
  test.use({ bypassCSP: true });

  const SCREENS = [
    ['home', '/', 'article'],
    ['ranking', '/ranking', 'listitem'],
    ['achievements', '/achievements', 'listitem'],
  ] as const;

  for (const signedIn of [false, true]) {
    for (const [name, url, ready] of SCREENS) {
      test(`${name}, ${signedIn ? 'signed in' : 'signed out'}: axe finds nothing serious, critical or out of heading order`, async ({
        page,
      }) => {
        if (signedIn) await signInWith(page, me);
        await page.goto(url);
        if (signedIn || name === 'home') await expect(page.getByRole(ready).first()).toBeVisible();
        else await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
        const { violations, passes } = await axeOn(page).analyze();
        expect(passes.length, 'axe ran its rules').toBeGreaterThan(10);
        const grave = violations
          // heading-order is only "moderate" for axe, but skipped levels are what item 12 is about.
          .filter(
            (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order',
          )
          .map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        expect(grave).toEqual([]);
      });
    }
  }
});
