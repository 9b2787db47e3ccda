/**
 * The phone profile of `npm run bench:web` in DevTools' emulation: for a page, and for the service
 * workers that fetch on its behalf.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ColonyCard } from '../../src/shared/schemas/colonies.js';
import { DEMO_LOGIN } from '../../src/server/demo/credentials.js';
import { TILE_PATH } from './server.js';

// Set in the page by the bench: when a selector was first seen, when a photo was chosen.
declare global {
  var firstSeenAt: number | undefined, pickedAt: number | undefined;
}

/** Debian's Chromium, as the e2e tests use it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

/** Where the phone is: São Paulo's centre, among the demo cats. */
const HOME = { latitude: -23.5505, longitude: -46.6333 };
/** The map's first pin: close pins come as one cluster button (features/map/clusters.ts). */
export const MAP_PIN = '.map-pin__button, .map-cluster';
/** 1×1 PNG for every map tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A signed-in account as the app keeps it on the phone after login (lib/session.ts). */
export interface SignedIn {
  token: string;
  user: unknown;
}

/**
 * A phone's browser context (360×640, touch, pt-BR, located at HOME), its map tiles stubbed
 * (the server's MAP_TILE_URL points at TILE_PATH), signed in when given an account: its token and
 * its user in localStorage, as the app leaves them after login (a phone that signed in before
 * knows who is signed in before the server says so).
 */
export async function phoneContext(browser: Browser, signedIn?: SignedIn) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    geolocation: HOME,
    permissions: ['geolocation'],
  });
  await context.route(`**${TILE_PATH}?tile=**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  if (signedIn) {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, signedIn);
  }
  return context;
}

/**
 * Milliseconds from the navigation's start until `selector` is first in the page, taken in the
 * page by a MutationObserver when React adds it (reading the clock afterwards from here would
 * also count whatever the page's main thread does next), once it is also visible.
 */
export async function timeTo(page: Page, url: string, selector: string) {
  await page.addInitScript((wanted) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(wanted)) return;
      window.firstSeenAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(() => window.firstSeenAt ?? performance.now());
}

/** The phone profile's network: 1.6 Mbps down, 750 kbps up, 150 ms RTT. */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

export interface Bytes {
  all: number;
  jsCss: number;
}

/** A page on the phone profile: its network, and CPU 4× slower. */
export async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const bytes: Bytes = { all: 0, jsCss: 0 };
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    bytes.all += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet') bytes.jsCss += event.encodedDataLength;
  });
  return { page, bytes };
}

/**
 * The phone's network for the running service workers of `page`'s context (their bytes counted in
 * `bytes`) until the returned function is called. Emulation is per target: a page's does not reach
 * its worker's fetches. Playwright has no session for a worker: the browser's is attached to each
 * worker target (Target.attachToTarget without flatten, its messages carried by
 * sendMessageToTarget). Another context's worker, maybe closing, might never answer.
 */
export async function phoneWorkers(page: Page, bytes: Bytes): Promise<() => Promise<void>> {
  const own = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await page.context().browser()!.newBrowserCDPSession();
  const pending = new Map<number, (error?: string) => void>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const data = JSON.parse(message) as {
      id?: number;
      error?: { message: string };
      method?: string;
      params?: { encodedDataLength?: number };
    };
    if (data.id !== undefined) pending.get(data.id)?.(data.error?.message);
    if (data.method === 'Network.loadingFinished') bytes.all += data.params?.encodedDataLength ?? 0;
  });
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter(
    (t) => t.type === 'service_worker' && t.browserContextId === own.targetInfo.browserContextId,
  );
  if (workers.length === 0) throw new Error('no service worker is running to throttle');
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', PHONE_NETWORK],
    ] as const) {
      id += 1;
      const answered = new Promise<void>((resolve, reject) => {
        pending.set(id, (error) => (error ? reject(new Error(`${method}: ${error}`)) : resolve()));
        setTimeout(() => reject(new Error(`${method}: no answer from the worker`)), 10_000);
      });
      const message = JSON.stringify({ id, method, params });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      await answered;
    }
  }
  return () => cdp.detach();
}

/** A cold visit of `url` in a fresh phone context: ms to `selector`. */
async function coldVisit(browser: Browser, url: string, selector: string, signedIn: SignedIn) {
  const context = await phoneContext(browser, signedIn);
  const ms = await timeTo((await phonePage(context)).page, url, selector);
  await context.close();
  return ms;
}

/** tRPC over HTTP: `input` is sent (a mutation) when given; the answer's data. */
export async function trpc<T>(origin: string, path: string, input?: unknown, token?: string) {
  const response = await fetch(`${origin}/trpc/${path}`, {
    method: input === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(input !== undefined && { body: JSON.stringify(input) }),
  });
  const body = (await response.json()) as { result?: { data?: T } };
  if (!body.result?.data) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.result.data;
}

/** The demo coordinator (README's demo account): a session, and the colony they coordinate. */
export type Session = Awaited<ReturnType<typeof demoCoordinator>>;
export async function demoCoordinator(origin: string) {
  const { token, user } = await trpc<SignedIn>(origin, 'auth.login', DEMO_LOGIN);
  const colonies = await trpc<ColonyCard[]>(origin, 'colonies.list', undefined, token);
  const colony = colonies.find((c) => c.me?.role === 'coordinator');
  if (!colony) throw new Error('the demo account coordinates no colony');
  return { signedIn: { token, user }, colonyPath: `/colony/${colony._id}` };
}

/**
 * One round of the signed-in phone: `/` cold in a fresh context, then, its service worker ready,
 * `/` warm, the cat page and the map warm (each a new page of that context, the worker throttled
 * too); the cat page, map and colony page cold, each in a fresh context. Times in ms, bytes in kB.
 */
export async function phoneRound(
  browser: Browser,
  origin: string,
  { signedIn, colonyPath }: Session,
) {
  const figures: Record<string, number> = {};
  const context = await phoneContext(browser, signedIn);
  const home = await phonePage(context);
  figures['home cold: first cat card'] = await timeTo(home.page, origin, '.cat-card');
  await home.page.waitForLoadState('networkidle');
  figures['home cold: bytes transferred'] = home.bytes.all / 1000;
  figures['home cold: JS+CSS transferred'] = home.bytes.jsCss / 1000;
  const catPath = (await home.page.locator('.cat-card a').first().getAttribute('href')) ?? '';
  // "Warm" is a tab the service worker controls: its install (the app's files fetched into its
  // cache) is waited for, however long the phone takes; a few seconds were sometimes too few, and
  // the warm tab then fetched the app again while the worker installed.
  await home.page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker')), 60_000)),
    ]),
  );
  await home.page.close();
  for (const [name, path, selector] of [
    ['home warm: first cat card', '/', '.cat-card'],
    ['cat page warm: content', catPath, 'main h1'],
    ['map warm: first pin', '/map', MAP_PIN],
  ] as const) {
    const { page, bytes } = await phonePage(context);
    const detach = await phoneWorkers(page, bytes);
    figures[name] = await timeTo(page, origin + path, selector);
    // As on the cold visit, the bytes of the whole load (the photos the cards show among them).
    await page.waitForLoadState('networkidle');
    if (path === '/') figures['home warm: bytes transferred'] = bytes.all / 1000;
    await detach();
    await page.close();
  }
  await context.close();
  const cold = (path: string, selector: string) =>
    coldVisit(browser, origin + path, selector, signedIn);
  figures['cat page cold: content'] = await cold(catPath, 'main h1');
  figures['map cold: first pin'] = await cold('/map', MAP_PIN);
  figures['colony cold: "Alimentei a colônia"'] = await cold(colonyPath, '.feed-colony__button');
  return { figures, catPath };
}
