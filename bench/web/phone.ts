/**
 * The phone profile of `npm run bench:web` in DevTools' emulation: for a page, and for the service
 * workers that fetch on its behalf.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TILE_PATH } from './server.js';

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

/**
 * A phone's browser context (360×640, touch, pt-BR, located at HOME), its map tiles stubbed
 * (the server's MAP_TILE_URL points at TILE_PATH), signed in when given a token.
 */
export async function phoneContext(browser: Browser, token?: string) {
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
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context;
}

/**
 * Milliseconds from the navigation's start until `selector` is first in the page, taken in the
 * page by a MutationObserver when React adds it (reading the clock afterwards from here would
 * also count whatever the page's main thread does next), once it is also visible.
 */
export async function timeTo(page: Page, url: string, selector: string) {
  await page.addInitScript((wanted) => {
    const seen = window as unknown as { firstSeenAt?: number };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(wanted)) return;
      seen.firstSeenAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(
    () => (window as unknown as { firstSeenAt?: number }).firstSeenAt ?? performance.now(),
  );
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
 * The phone's network for the service workers running now, their bytes counted in `bytes`.
 * DevTools' emulation is per target: a page's does not reach what its service worker fetches
 * (the warm home's API reads went unthrottled, 17 ms where the phone takes 200). Playwright has
 * no DevTools session for a worker, so this goes through the browser's, attached to each worker
 * target (Target.attachToTarget without flatten, its messages carried by sendMessageToTarget).
 */
export async function phoneWorkers(browser: Browser, bytes: Bytes): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
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
  const workers = targetInfos.filter((target) => target.type === 'service_worker');
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
      const answered = new Promise<void>((resolve, reject) =>
        pending.set(id, (error) => (error ? reject(new Error(`${method}: ${error}`)) : resolve())),
      );
      const message = JSON.stringify({ id, method, params });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      await answered;
    }
  }
}

/** A cold visit of `url` in a fresh phone context: ms to `selector`, bytes once the page is idle. */
export async function coldVisit(browser: Browser, url: string, selector: string) {
  const context = await phoneContext(browser);
  try {
    const { page, bytes } = await phonePage(context);
    const ms = await timeTo(page, url, selector);
    await page.waitForLoadState('networkidle');
    return { ms, bytes };
  } finally {
    await context.close();
  }
}
