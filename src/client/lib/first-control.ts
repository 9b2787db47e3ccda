import type { QueryClient } from '@tanstack/react-query';

/** What of `navigator.serviceWorker` this needs. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * On a device's first visit the page's reads go out before the service worker controls the page,
 * so the worker keeps no copy of them, and that page would not open offline (its sections could
 * not load). When the worker takes control, the reads on screen are asked again, through it
 * (docs/offline.md). A page the worker already controls does nothing.
 */
export function refetchOnFirstControl(container: WorkerContainer, client: QueryClient): void {
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    // A request already under way is kept, not sent twice.
    () => void client.refetchQueries({ type: 'active' }, { cancelRefetch: false }),
    { once: true },
  );
}
