import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxKind = 'checkin' | 'cat' | 'colonyFeeding' | 'dose';

export interface OutboxFile {
  /** The FormData field the file goes in (`photos`, `photo`, `additionalPhotos`). */
  field: string;
  blob: Blob;
  name: string;
}

/** A check-in, a new cat, a colony feeding or a dose made on this device and not yet accepted. */
export interface OutboxItem {
  clientId: string;
  kind: OutboxKind;
  /** ISO time it was made; sent as `capturedAt`, and the order the outbox sends in. */
  capturedAt: string;
  /** Only this account sends it. */
  userId: string;
  /** What the list shows: the cat's (or the colony's) name. */
  label: string;
  /** The form's `data` JSON, without clientId and capturedAt (added when it is sent). */
  data: string;
  files: OutboxFile[];
  attempts: number;
  /** Epoch ms before which no new try is made (backoff). */
  nextAttemptAt: number;
  /** The server refused it for good (its translated message): kept until the user discards it. */
  refused?: string;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { byCapturedAt: string } };
}

const DB_NAME = 'gateiros';
const STORE = 'outbox';
let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db() {
  opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: 'clientId' });
      store.createIndex('byCapturedAt', 'capturedAt');
    },
  });
  return opened;
}

type Listener = () => void;
const listeners = new Set<Listener>();
// Other tabs of the app hear about changes too (one outbox per device).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STORE);
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every item, oldest `capturedAt` first. */
export async function listOutbox(): Promise<OutboxItem[]> {
  return (await db()).getAllFromIndex(STORE, 'byCapturedAt');
}

export async function putOutboxItem(item: OutboxItem) {
  await (await db()).put(STORE, item);
  changed();
}

export async function deleteOutboxItem(clientId: string) {
  await (await db()).delete(STORE, clientId);
  changed();
}
