import { expect, test, type Page } from './test.js';
import { axeOn } from './support/axe.js';
import { trpcMutation, trpcUpload } from './support/api.js';
import {
  type Account,
  createCat,
  freshSpot,
  register,
  serveTiles,
  signIn,
  type SeededCat,
} from './support/cat-checkin.js';

/**
 * axe-core on every screen and state of the app (issue 15): signed out and in, errors shown,
 * dialogs open, at 320×568, 360×640 and 1280×800, each size in another of the three languages, so
 * that every screen is seen in pt-BR, en and es. Nothing critical or serious, and no heading
 * levels skipped (axe calls that "moderate"; skipped levels are what a screen reader user trips
 * on). One test per size and sign-in state walks every screen and reports them all at once.
 */

test.use({ bypassCSP: true, permissions: ['geolocation'] });
// The sweeps are the longest tests and need nothing of each other: both workers take them, each
// seeding its own server in beforeAll.
test.describe.configure({ mode: 'parallel' });

/** The words the sweep clicks and waits for, in each language. */
const WORDS = {
  'pt-BR': {
    login: 'Entrar',
    register: 'Cadastrar',
    addCat: 'Adicionar gato',
    checkin: 'Registrar check-in',
    remove: 'Excluir',
    report: /Denunciar/,
    loading: 'Carregando…',
  },
  en: {
    login: 'Log in',
    register: 'Sign up',
    addCat: 'Add cat',
    checkin: 'Record check-in',
    remove: 'Delete',
    report: /Report/,
    loading: 'Loading…',
  },
  es: {
    login: 'Entrar',
    register: 'Registrarse',
    addCat: 'Añadir gato',
    checkin: 'Registrar check-in',
    remove: 'Eliminar',
    report: /Denunciar/,
    loading: 'Cargando…',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const SIZES = [
  { width: 320, height: 568, lang: 'es' },
  { width: 360, height: 640, lang: 'pt-BR' },
  { width: 1280, height: 800, lang: 'en' },
] as const;

interface World {
  owner: Account;
  cat: SeededCat;
  colonyId: string;
}
let world: World;

test.beforeAll(async ({ playwright, server }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const spot = freshSpot();
  const owner = await register(api, 'Alice Acessível');
  const cat = await createCat(api, owner, spot, { name: 'Axé' });
  await trpcUpload(api, 'checkins.create', owner.token, {
    catId: cat._id,
    actions: ['Alimentou', 'Deu água'],
    healthStatus: 'Bom',
    location: spot,
  });
  const { _id: colonyId } = await trpcMutation<{ _id: string }>(
    api,
    'colonies.create',
    { name: 'Colônia Acessível', ...spot },
    owner.token,
  );
  world = { owner, cat, colonyId };
  await api.dispose();
});

/** A screen, and what to do on it before axe looks (show errors, open a dialog). */
interface Screen {
  name: string;
  url: (w: World) => string;
  signedIn?: boolean;
  act?: (page: Page, words: Words) => Promise<void>;
}

const submit = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'home', url: () => '/' },
  { name: 'home, emergencies', url: () => '/?tab=emergency' },
  { name: 'map', url: () => '/map' },
  { name: 'cat page', url: (w) => `/cat/${w.cat._id}` },
  { name: 'cat check-ins', url: (w) => `/cat/${w.cat._id}/checkins` },
  { name: 'ranking', url: () => '/ranking', signedIn: true },
  { name: 'colonies', url: () => '/colonies' },
  { name: 'colony', url: (w) => `/colony/${w.colonyId}` },
  { name: 'privacy policy', url: () => '/privacy-policy' },
  { name: 'terms', url: () => '/terms-of-service' },
  { name: 'not found', url: () => '/404' },
  {
    name: 'login, errors shown',
    url: () => '/login',
    signedIn: false,
    act: (page, w) => submit(w.login)(page),
  },
  {
    name: 'register, errors shown',
    url: () => '/register',
    signedIn: false,
    act: (page, w) => submit(w.register)(page),
  },
  { name: 'forgot password', url: () => '/forgot-password', signedIn: false },
  { name: 'profile', url: () => '/profile', signedIn: true },
  { name: 'public profile', url: (w) => `/profile/${w.owner.user._id}` },
  { name: 'settings', url: () => '/settings', signedIn: true },
  { name: 'notifications', url: () => '/notifications', signedIn: true },
  { name: 'achievements', url: () => '/achievements', signedIn: true },
  { name: 'favourites', url: () => '/favorites', signedIn: true },
  { name: 'my check-ins', url: () => '/checkins', signedIn: true },
  {
    name: 'add cat, errors shown',
    url: () => '/add-cat',
    signedIn: true,
    act: (page, w) => submit(w.addCat)(page),
  },
  {
    name: 'check-in, errors shown',
    url: (w) => `/checkin/${w.cat._id}`,
    signedIn: true,
    act: (page, w) => submit(w.checkin)(page),
  },
  {
    name: 'cat page, delete dialog open',
    url: (w) => `/cat/${w.cat._id}`,
    signedIn: true,
    act: async (page, w) => {
      await page.getByRole('button', { name: w.remove, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'public profile, report dialog open',
    url: (w) => `/profile/${w.owner.user._id}`,
    signedIn: true,
    act: async (page, w) => {
      await page.getByRole('button', { name: w.report }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

async function settle(page: Page, words: Words) {
  await expect(page.locator('h1').first()).toBeAttached();
  // The page's own loading state; the cat page's area map loads only when scrolled to.
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${words.loading}$`) }),
  ).toHaveCount(0);
}

for (const size of SIZES) {
  for (const signedIn of [false, true]) {
    test(`axe at ${size.width}×${size.height} in ${size.lang}, ${signedIn ? 'signed in' : 'signed out'}: every screen`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const words = WORDS[size.lang];
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), size.lang);
      await page.setViewportSize({ width: size.width, height: size.height });
      await serveTiles(page);
      // Someone else than the owner of everything: the report dialog is offered to them.
      const viewer = signedIn ? await register(request, 'Vera Visitante') : null;
      if (viewer) await signIn(page, viewer);
      const found: string[] = [];
      for (const screen of SCREENS) {
        if (screen.signedIn !== undefined && screen.signedIn !== signedIn) continue;
        // The owner's own screens (the delete dialog) are seen as the owner.
        if (screen.name.includes('delete dialog')) await signIn(page, world.owner);
        await page.goto(screen.url(world));
        await settle(page, words);
        if (screen.act) await screen.act(page, words);
        // A toast or dialog still fading in has, for that moment, paler text than it settles on
        // (axe once found a toast's title mid-fade): axe reads the screen once it has settled.
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every(
                (a) =>
                  a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
              ),
          undefined,
          { timeout: 5_000 },
        );
        const { violations, passes } = await axeOn(page).analyze();
        expect(passes.length, `axe ran on ${screen.name}`).toBeGreaterThan(10);
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order') {
            const nodes = v.nodes.map((n) => n.target.join(' ')).join(', ');
            found.push(`${screen.name}: ${v.id} (${v.impact}) at ${nodes}`);
          }
        }
        if (screen.name.includes('delete dialog') && viewer) await signIn(page, viewer);
      }
      expect(found).toEqual([]);
    });
  }
}
