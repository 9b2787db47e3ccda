import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onConnectionBack } from './connection-back.js';
import { outboxItemFrom } from './outbox-item.js';
import { createOutboxRunner, type OutboxRunnerDeps } from './outbox-runner.js';
import {
  deleteOutboxItem,
  listOutbox,
  onOutboxChange,
  putOutboxItem,
  type OutboxItem,
  type OutboxKind,
} from './outbox-store.js';

/** How often the outbox looks again on its own (the connection can return and nothing tell). */
const POLL_MS = 30_000;

let runner: { kick: () => Promise<void>; retryNow: () => Promise<void> } | null = null;
let paused = false;
const pausedListeners = new Set<() => void>();

type RunnerDeps<Result> = Omit<
  OutboxRunnerDeps<Result>,
  'store' | 'online' | 'now' | 'onPausedChange'
>;

/** Runs the outbox while the component that calls it is mounted (the shell, once). */
export function useOutboxRunner<Result>(deps: RunnerDeps<Result>, sessionKey: string | null) {
  const latest = useRef(deps);
  useEffect(() => {
    latest.current = deps;
  });

  useEffect(() => {
    const active = createOutboxRunner<Result>({
      store: { list: listOutbox, put: putOutboxItem, remove: deleteOutboxItem },
      send: (item) => latest.current.send(item),
      session: () => latest.current.session(),
      onSent: (item, result) => latest.current.onSent(item, result),
      online: () => navigator.onLine !== false,
      now: () => Date.now(),
      onPausedChange: (value) => {
        paused = value;
        for (const listener of pausedListeners) listener();
      },
    });
    runner = active;
    const kick = () => void active.kick();
    const stopChanges = onOutboxChange(kick);
    const stopBack = onConnectionBack(kick);
    const poll = setInterval(kick, POLL_MS);
    kick();
    return () => {
      stopChanges();
      stopBack();
      clearInterval(poll);
      active.stop();
      if (runner === active) runner = null;
    };
  }, []);

  // Signing in (again, or as someone else) is a reason to look: a 401 pause may be over.
  useEffect(() => {
    if (sessionKey) void runner?.kick();
  }, [sessionKey]);
}

/** Try now what waits for its backoff (the user asked). */
export const retryOutboxNow = () => runner?.retryNow();

export function useOutboxPaused() {
  return useSyncExternalStore(
    (onChange) => {
      pausedListeners.add(onChange);
      return () => pausedListeners.delete(onChange);
    },
    () => paused,
  );
}

/** Everything in the outbox, oldest first (null while it is read). */
export function useOutboxItems(): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listOutbox().then(
        (list) => live && setItems(list),
        () => live && setItems([]),
      );
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}

/** Keeps a form's send in the outbox; resolves false when the device could not store it. */
export async function keepInOutbox(
  kind: OutboxKind,
  body: FormData,
  owner: { userId: string; label: string },
): Promise<boolean> {
  try {
    await putOutboxItem(outboxItemFrom(kind, body, owner));
    return true;
  } catch {
    return false;
  }
}

/** Keeps an item made whole (a colony feeding); resolves false when the device could not. */
export async function keepOutboxItem(item: OutboxItem): Promise<boolean> {
  try {
    await putOutboxItem(item);
    return true;
  } catch {
    return false;
  }
}

export const discardOutboxItem = (clientId: string) => deleteOutboxItem(clientId);
