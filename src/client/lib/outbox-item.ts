import type { ColonyFeedingInput } from '../../shared/schemas/colony-feeding.js';
import type { GiveDoseInput } from '../../shared/schemas/treatments.js';
import type { OutboxFile, OutboxItem, OutboxKind } from './outbox-store.js';

interface ItemOwner {
  userId: string;
  label: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The outbox item a form's FormData makes: the `data` JSON (its clientId and capturedAt kept
 * when it already has them, so a retry of a first send is the same send) and every file part.
 */
export function outboxItemFrom(kind: OutboxKind, body: FormData, owner: ItemOwner): OutboxItem {
  const raw = body.get('data');
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : {};
  const { clientId, capturedAt, ...data } = isRecord(parsed) ? parsed : {};
  const files: OutboxFile[] = [];
  for (const [field, value] of body.entries()) {
    if (typeof value !== 'string') files.push({ field, blob: value, name: value.name });
  }
  return {
    clientId: typeof clientId === 'string' ? clientId : crypto.randomUUID(),
    kind,
    capturedAt: typeof capturedAt === 'string' ? capturedAt : new Date().toISOString(),
    userId: owner.userId,
    label: owner.label,
    data: JSON.stringify(data),
    files,
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/** The FormData the create procedures take, with clientId and capturedAt inside `data`. */
export function formDataOf(item: OutboxItem): FormData {
  const data: unknown = JSON.parse(item.data);
  const body = new FormData();
  body.append(
    'data',
    JSON.stringify({
      ...(isRecord(data) ? data : {}),
      clientId: item.clientId,
      capturedAt: item.capturedAt,
    }),
  );
  for (const file of item.files) body.append(file.field, file.blob, file.name);
  return body;
}

/** What a colony feeding sends, without clientId and capturedAt (the item carries them). */
export type FeedingSend = Omit<ColonyFeedingInput, 'clientId' | 'capturedAt'>;
/** What "Medicou" sends, without clientId and capturedAt. */
export type DoseSend = Omit<GiveDoseInput, 'clientId' | 'capturedAt'>;

/** The outbox item of a JSON write (no files), under the id of its first send. */
function jsonItem(
  kind: OutboxKind,
  send: unknown,
  ids: { clientId: string; capturedAt: string },
  owner: ItemOwner,
): OutboxItem {
  return {
    ...ids,
    kind,
    userId: owner.userId,
    label: owner.label,
    data: JSON.stringify(send),
    files: [],
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/** A JSON write's input as its procedure takes it: the item's clientId and capturedAt added. */
const jsonInputOf = <T>(item: OutboxItem): T & { clientId: string; capturedAt: string } => ({
  ...(JSON.parse(item.data) as T),
  clientId: item.clientId,
  capturedAt: item.capturedAt,
});

/** The outbox item of a colony feeding: one clientId for the whole feeding. */
export const feedingItem = (
  send: FeedingSend,
  ids: { clientId: string; capturedAt: string },
  owner: ItemOwner,
) => jsonItem('colonyFeeding', send, ids, owner);

/** The input colonies.feed takes for a kept feeding. */
export const feedingInputOf = (item: OutboxItem): ColonyFeedingInput =>
  jsonInputOf<FeedingSend>(item);

/** The outbox item of a dose given ("Medicou"). */
export const doseItem = (
  send: DoseSend,
  ids: { clientId: string; capturedAt: string },
  owner: ItemOwner,
) => jsonItem('dose', send, ids, owner);

/** The input treatments.give takes for a kept dose. */
export const doseInputOf = (item: OutboxItem): GiveDoseInput => jsonInputOf<DoseSend>(item);

/** The cat a check-in is about (from its data), for the toast and the list. */
export function catIdOf(item: OutboxItem): string | null {
  const data: unknown = JSON.parse(item.data);
  return isRecord(data) && typeof data.catId === 'string' ? data.catId : null;
}

const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s… up to 5 minutes between tries of the same item. */
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
