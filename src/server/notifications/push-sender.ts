import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { LOCALES, type Locale } from '../../shared/constants.js';
import { notificationPath, notificationText } from '../../shared/notification-text.js';
import type { Db } from '../db/client.js';
import { notifications, pushDeliveries, pushSubscriptions } from '../db/notifications-schema.js';
import type { Clock } from '../lib/clock.js';
import { translatorFor } from '../lib/i18n.js';
import type { VapidKeys } from './vapid.js';

/** What the service worker receives (src/client/sw/push.ts shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** One notification on the device per tag: a push sent twice shows once. */
  tag: string;
  urgent: boolean;
}

/** Waits before the next try after 1, 2, 3, 4 failures; after the fifth it is given up. */
const RETRY_MINUTES = [1, 5, 30, 120];
const BATCH = 50;
const PARALLEL = 4;
const TIMEOUT_MS = 15_000;
/** How long a push service keeps trying to reach a device that is off. */
const TTL_SECONDS = 24 * 60 * 60;
const URGENT_TTL_SECONDS = 3 * 60 * 60;

type Delivery = typeof pushDeliveries.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

const asLocale = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'pt-BR';

/** The push's text in the device's language: no position and no one's name but the cat's. */
function payloadOf(db: Db, delivery: Delivery, subscription: Subscription): PushPayload | null {
  const LL = translatorFor(asLocale(subscription.locale));
  if (delivery.notificationId === null) {
    return {
      title: LL.notify.pushTitle(),
      body: LL.notify.digest({ count: delivery.digestCount ?? 0 }),
      url: '/notifications',
      tag: `digest-${delivery.pushId}`,
      urgent: false,
    };
  }
  const notification = db
    .select()
    .from(notifications)
    .where(eq(notifications.id, delivery.notificationId))
    .get();
  if (!notification) return null;
  return {
    title: notification.params.catName ?? LL.notify.pushTitle(),
    body: notificationText(LL, notification, true),
    url: notificationPath(notification),
    tag: notification.id,
    urgent: delivery.urgent,
  };
}

/** What the sender takes from the app's dependencies (context.ts). */
export interface PushSenderDeps {
  db: Db;
  clock: Clock;
  fetch: typeof globalThis.fetch;
}

/**
 * Sends the queued pushes (push_deliveries) to the push services, after the transaction that
 * queued them has committed: `kick()` after a write, and `sweep()` at start and every minute
 * (jobs/tasks.ts), so a push queued just before a crash still goes. A push the process dies
 * while sending may go twice; the device shows it once (same tag), and the push service keeps
 * one (same Topic) if the device was off.
 */
export class PushSender {
  #running: Promise<number> | null = null;
  #again = false;
  #stopped = false;
  #log: FastifyBaseLogger | null = null;

  constructor(
    private readonly deps: PushSenderDeps,
    readonly keys: VapidKeys,
  ) {}

  useLogger(log: FastifyBaseLogger): void {
    this.#log = log;
  }

  /** Sends what is due soon after the current write commits (better-sqlite3 is synchronous). */
  kick(): void {
    if (this.#stopped) return;
    setImmediate(() => {
      void this.sweep().catch((error: unknown) => {
        this.#log?.error({ err: error }, 'push sweep failed');
      });
    });
  }

  /** Sends every due push; returns how many were tried. One sweep at a time. */
  sweep(): Promise<number> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async () => {
      let tried = 0;
      do {
        this.#again = false;
        for (;;) {
          const batch = this.#due();
          if (batch.length === 0) break;
          tried += batch.length;
          for (let i = 0; i < batch.length; i += PARALLEL) {
            await Promise.all(batch.slice(i, i + PARALLEL).map((d) => this.#deliver(d)));
          }
        }
      } while (this.#again && !this.#stopped);
      return tried;
    };
    this.#running = run().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }

  #due(): Delivery[] {
    if (this.#stopped) return [];
    return this.deps.db
      .select()
      .from(pushDeliveries)
      .where(
        and(
          isNull(pushDeliveries.doneAt),
          lte(pushDeliveries.nextAttemptAt, this.deps.clock.now()),
        ),
      )
      .orderBy(asc(pushDeliveries.nextAttemptAt))
      .limit(BATCH)
      .all();
  }

  async #deliver(delivery: Delivery): Promise<void> {
    const { db, clock } = this.deps;
    const subscription = db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, delivery.subscriptionId))
      .get();
    const payload = subscription ? payloadOf(db, delivery, subscription) : null;
    if (!subscription || !payload) {
      this.#finish(delivery, 'failed');
      return;
    }
    let status: number;
    try {
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails: this.keys,
          TTL: delivery.urgent ? URGENT_TTL_SECONDS : TTL_SECONDS,
          urgency: delivery.urgent ? 'high' : 'normal',
          topic: delivery.pushId,
          contentEncoding: 'aes128gcm',
        },
      );
      const answer = await this.deps.fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      this.#log?.warn({ err: error, delivery: delivery.id }, 'push not sent');
      status = 0;
    }
    if (status >= 200 && status < 300) {
      this.#finish(delivery, 'sent');
    } else if (status === 404 || status === 410) {
      // The browser dropped the subscription: forget the device (its queued pushes go with it).
      db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id)).run();
    } else if ((status >= 400 && status < 500 && status !== 429) || delivery.attempts >= 4) {
      this.#log?.warn({ status, delivery: delivery.id }, 'push given up');
      this.#finish(delivery, 'failed');
    } else {
      const wait = RETRY_MINUTES[delivery.attempts] ?? 120;
      db.update(pushDeliveries)
        .set({
          attempts: delivery.attempts + 1,
          nextAttemptAt: new Date(clock.now().getTime() + wait * 60_000),
        })
        .where(eq(pushDeliveries.id, delivery.id))
        .run();
    }
  }

  #finish(delivery: Delivery, result: 'sent' | 'failed'): void {
    this.deps.db
      .update(pushDeliveries)
      .set({ doneAt: this.deps.clock.now(), result, attempts: delivery.attempts + 1 })
      .where(eq(pushDeliveries.id, delivery.id))
      .run();
  }
}
