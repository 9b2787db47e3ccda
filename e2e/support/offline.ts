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
  files: { field: string; name: string }[];
}

/** The outbox as stored in IndexedDB (the photos reduced to their names). */
export function readOutbox(page: Page): Promise<StoredItem[]> {
  return page.evaluate(
    () =>
      new Promise<StoredItem[]>((resolve, reject) => {
        const open = indexedDB.open('gateiros');
        open.onerror = () => reject(new Error('no outbox database'));
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => {
            const items = request.result as (StoredItem & { files: { blob: Blob }[] })[];
            resolve(
              items.map(({ files, ...item }) => ({
                ...item,
                files: files.map((file) => ({ field: file.field, name: file.name })),
              })),
            );
          };
          request.onerror = () => reject(new Error('outbox not readable'));
        };
      }),
  );
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
