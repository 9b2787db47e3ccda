import type { QueryClient } from '@tanstack/react-query';

/** What of `navigator.serviceWorker` this needs. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * On a device's first visit the page's reads go out before the service worker controls the page,
 * so the worker keeps no copy of them, and that page would not open offline (its sections could
 * not load). When the worker takes control, the reads on screen are asked again, through it
 * (docs/offline.md), but for those the page keeps on the device itself (`meta.keepOnDevice`, the
 * lists and pages of lib/device-lists.ts): they already have their copy. A page the worker already
 * controls does nothing.
 */
export function refetchOnFirstControl(container: WorkerContainer, client: QueryClient): void {
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () =>
      void client.refetchQueries(
        { type: 'active', predicate: (query) => query.meta?.keepOnDevice === undefined },
        // A request already under way is kept, not sent twice.
        { cancelRefetch: false },
      ),
    { once: true },
  );
}
