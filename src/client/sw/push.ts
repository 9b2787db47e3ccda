/**
 * Web Push in the service worker: shows what the server pushed (notifications/push-sender.ts
 * writes it) and opens its page on a tap. The payload carries no position and no name but a
 * cat's; anything not shaped like it is ignored.
 */
import { appPageUrl } from '../lib/app-page-url.js';

declare const self: ServiceWorkerGlobalScope;

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
  urgent: boolean;
}

const ICON = '/icons/icon-192.png';

function parse(data: PushMessageData | null): Payload | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, tag, urgent } = value as Record<string, unknown>;
  if (
    typeof title !== 'string' ||
    typeof body !== 'string' ||
    typeof url !== 'string' ||
    typeof tag !== 'string' ||
    typeof urgent !== 'boolean'
  ) {
    return null;
  }
  return { title, body, url, tag, urgent };
}

/** Only pages of this app (lib/app-page-url.ts). */
const samePage = (url: unknown): string => appPageUrl(url, self.location.origin);

self.addEventListener('push', (event: PushEvent) => {
  const payload = parse(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // The same notification pushed twice (a retry) shows once.
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      data: { url: samePage(payload.url) },
      requireInteraction: payload.urgent,
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = samePage(data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // navigate() answers null (or fails) for a window this worker does not control.
        const navigated = await open.navigate(target).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

export {};
