import { classifyError } from './errors.js';
import { backoffMs } from './outbox-item.js';
import type { OutboxItem } from './outbox-store.js';

export interface OutboxStore {
  list: () => Promise<OutboxItem[]>;
  put: (item: OutboxItem) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
}

export interface OutboxRunnerDeps<Result> {
  store: OutboxStore;
  /** Sends one item through the API; throws the API's error. */
  send: (item: OutboxItem) => Promise<Result>;
  /** The signed-in account and its token (null: nobody is signed in). */
  session: () => { userId: string; token: string } | null;
  online: () => boolean;
  now: () => number;
  onSent: (item: OutboxItem, result: Result) => void;
  /** The paused state changed (a 401 until the user signs in again). */
  onPausedChange: (paused: boolean) => void;
}

type Outcome = 'sent' | 'retryLater' | 'paused' | 'refused';

/**
 * Sends what waits, oldest first, one at a time. No answer or a server error: the item waits
 * (backoff) and so do the newer ones, to keep the order. A 401 pauses everything until another
 * token is stored. Any other refusal (invalid, gone, a conflicting body) will never pass: the
 * item keeps the reason for the list and the next one goes.
 */
export function createOutboxRunner<Result>(deps: OutboxRunnerDeps<Result>) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pausedToken: string | null = null;

  function setPaused(token: string | null) {
    if (token === pausedToken) return;
    pausedToken = token;
    deps.onPausedChange(token !== null);
  }

  async function attempt(item: OutboxItem, token: string): Promise<Outcome> {
    try {
      const result = await deps.send(item);
      await deps.store.remove(item.clientId);
      deps.onSent(item, result);
      return 'sent';
    } catch (error) {
      const failure = classifyError(error);
      const status =
        failure.kind === 'http' || failure.kind === 'badFormat' ? failure.status : null;
      if (status === 401) {
        setPaused(token);
        return 'paused';
      }
      if (failure.kind === 'http' && status !== null && status < 500 && status !== 429) {
        await deps.store.put({ ...item, refused: failure.message ?? String(status) });
        return 'refused';
      }
      const attempts = item.attempts + 1;
      await deps.store.put({ ...item, attempts, nextAttemptAt: deps.now() + backoffMs(attempts) });
      return 'retryLater';
    }
  }

  function wakeAt(when: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void kick(), Math.max(0, when - deps.now()));
  }

  async function drain() {
    for (;;) {
      const session = deps.session();
      if (!session || !deps.online()) return;
      if (pausedToken !== null) {
        if (pausedToken === session.token) return;
        setPaused(null);
      }
      const waiting = (await deps.store.list()).filter(
        (item) => item.userId === session.userId && item.refused === undefined,
      );
      const next = waiting[0];
      if (!next) return;
      if (next.nextAttemptAt > deps.now()) {
        wakeAt(next.nextAttemptAt);
        return;
      }
      const outcome = await attempt(next, session.token);
      if (outcome === 'paused') return;
      if (outcome === 'retryLater') {
        wakeAt(deps.now() + backoffMs(next.attempts + 1));
        return;
      }
    }
  }

  /** Look at the outbox now (after a change, on reconnect, on sign-in, on a timer). */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  /** Like kick, but the item waiting for its backoff is tried at once (the user asked). */
  async function retryNow() {
    for (const item of await deps.store.list()) {
      if (item.nextAttemptAt > 0 && item.refused === undefined) {
        await deps.store.put({ ...item, nextAttemptAt: 0 });
      }
    }
    return kick();
  }

  function stop() {
    if (timer) clearTimeout(timer);
  }

  return { kick, retryNow, stop, isPaused: () => pausedToken !== null };
}
