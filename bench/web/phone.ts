/**
 * The phone profile of `npm run bench:web` in DevTools' emulation: for a page, and for the service
 * workers that fetch on its behalf.
 */
import type { Browser, BrowserContext } from '@playwright/test';

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
