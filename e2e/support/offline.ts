import { expect, type Page } from '@playwright/test';

/** Helpers for e2e/pwa.spec.ts and e2e/offline.spec.ts: the service worker and the outbox. */

/** Waits until a service worker is active, then reloads so that it controls the page. */
export async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

export interface StoredItem {
  clientId: string;
  kind: string;
  capturedAt: string;
  data: string;
  /** The photos as stored (their bytes in base64), to send the same body again. */
  files: { field: string; name: string; type: string; base64: string }[];
}

/** The outbox as stored in IndexedDB. */
export function readOutbox(page: Page): Promise<StoredItem[]> {
  return page.evaluate(async () => {
    type Raw = Omit<StoredItem, 'files'> & { files: { field: string; name: string; blob: Blob }[] };
    const items = await new Promise<Raw[]>((resolve, reject) => {
      const open = indexedDB.open('gateiros');
      open.onerror = () => reject(new Error('no outbox database'));
      open.onsuccess = () => {
        const request = open.result.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as Raw[]);
        request.onerror = () => reject(new Error('outbox not readable'));
      };
    });
    const base64 = async (blob: Blob) => {
      let text = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer()))
        text += String.fromCharCode(byte);
      return btoa(text);
    };
    return Promise.all(
      items.map(async ({ files, ...item }) => ({
        ...item,
        files: await Promise.all(
          files.map(async ({ field, name, blob }) => ({
            field,
            name,
            type: blob.type,
            base64: await base64(blob),
          })),
        ),
      })),
    );
  });
}

/** Pretends an item was made at another time (what a phone offline for a day would hold). */
export function setCapturedAt(page: Page, clientId: string, capturedAt: string) {
  return page.evaluate(
    ([id, when]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gateiros');
        open.onsuccess = () => {
          const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
          const read = store.get(id);
          read.onsuccess = () => {
            const item = read.result as { capturedAt: string };
            const write = store.put({ ...item, capturedAt: when });
            write.onsuccess = () => resolve();
            write.onerror = () => reject(new Error('not written'));
          };
        };
        open.onerror = () => reject(new Error('no outbox database'));
      }),
    [clientId, capturedAt] as const,
  );
}
