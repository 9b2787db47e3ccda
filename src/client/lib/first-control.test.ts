import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchOnFirstControl, type WorkerContainer } from './first-control.js';

/** `navigator.serviceWorker` as the test drives it: its controller, and `controllerchange`. */
function workerContainer(controlled: boolean) {
  const events = new EventTarget();
  const container: WorkerContainer = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: events.addEventListener.bind(events) as WorkerContainer['addEventListener'],
  };
  const takeControl = () => events.dispatchEvent(new Event('controllerchange'));
  return { container, takeControl };
}

/**
 * A client with two queries on screen (observers), one of them kept on the device by the page,
 * and one no screen shows; counts their asks.
 */
async function screen() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const asked = { shown: 0, hidden: 0, kept: 0 };
  const observer = new QueryObserver(client, {
    queryKey: ['shown'],
    queryFn: () => ++asked.shown,
  });
  const kept = new QueryObserver(client, {
    queryKey: ['kept'],
    queryFn: () => ++asked.kept,
    meta: { keepOnDevice: 'exact' },
  });
  const stops = [observer.subscribe(() => undefined), kept.subscribe(() => undefined)];
  await client.fetchQuery({ queryKey: ['hidden'], queryFn: () => ++asked.hidden });
  await expect.poll(() => observer.getCurrentResult().data).toBe(1);
  await expect.poll(() => kept.getCurrentResult().data).toBe(1);
  return { client, asked, stop: () => stops.forEach((stop) => stop()) };
}

describe('refetchOnFirstControl', () => {
  it('asks the reads on screen again, once, when the worker first takes control', async () => {
    const { client, asked, stop } = await screen();
    const { container, takeControl } = workerContainer(false);
    refetchOnFirstControl(container, client);
    expect(asked).toEqual({ shown: 1, hidden: 1, kept: 1 });

    takeControl();
    await expect.poll(() => asked.shown).toBe(2);
    // Only what a screen shows and the page does not keep itself, and only the first time (a new
    // version taking over reloads).
    takeControl();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual({ shown: 2, hidden: 1, kept: 1 });
    stop();
  });

  it('does nothing on a page the worker already controls', async () => {
    const { client, asked, stop } = await screen();
    const { container, takeControl } = workerContainer(true);
    refetchOnFirstControl(container, client);
    takeControl();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual({ shown: 1, hidden: 1, kept: 1 });
    stop();
  });
});
