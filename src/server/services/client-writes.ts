import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BonusLine } from '../../shared/points.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { clientWrites, type ClientWriteKind } from '../db/client-writes-schema.js';
import { fail } from '../lib/app-error.js';

/** A write sent with a client id: whose it is, and the fingerprint of what was sent. */
export interface ClientWrite {
  userId: string;
  clientId: string;
  kind: ClientWriteKind;
  bodyHash: string;
}

export type EarlierWrite = typeof clientWrites.$inferSelect;

/** What a repeated send answers besides the entity itself. */
export interface WriteOutcome {
  entityId: string;
  pointsEarned: number;
  bonusDetails: BonusLine[];
  user: { points: number; level: number };
}

/** Thrown inside the write's transaction when a send with the same id got there first. */
class AlreadyWritten extends Error {}

const storedWrite = (db: Db, write: ClientWrite) =>
  db
    .select()
    .from(clientWrites)
    .where(and(eq(clientWrites.userId, write.userId), eq(clientWrites.clientId, write.clientId)))
    .get();

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with the keys of every object sorted: the same fields give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The write's fingerprint, or null without a client id. "The same body" means the same sha256 of:
 * the kind of write; its fields as validated (trimmed, defaults filled in, lists deduplicated,
 * capturedAt in UTC; the client id left out); and the sha256 of each photo's bytes, field by field
 * in the order sent. So the outbox's resend matches over tRPC and REST alike, while a changed field
 * or photo does not. Photos are hashed as received, before decoding: a replay costs no image work.
 */
export function clientWriteOf(
  ctx: AuthedContext,
  kind: ClientWriteKind,
  data: { clientId?: string | undefined },
  files: Record<string, readonly Buffer[]>,
): ClientWrite | null {
  const { clientId, ...fields } = data;
  if (clientId === undefined) return null;
  const photos = Object.fromEntries(
    Object.entries(files).map(([name, list]) => [name, list.map(sha256)]),
  );
  return {
    userId: ctx.user.id,
    clientId,
    kind,
    bodyHash: sha256(canonical({ kind, fields, photos })),
  };
}

/** The stored first send of this id, if any; 409 when it had another body. */
function earlierWrite(db: Db, write: ClientWrite): EarlierWrite | undefined {
  const row = storedWrite(db, write);
  if (row && (row.kind !== write.kind || row.bodyHash !== write.bodyHash)) {
    throw fail('CONFLICT', 'clientIdConflict');
  }
  return row;
}

/**
 * Inside the write's transaction, after its work: keeps the outcome under the client id. A send
 * with the same id that committed since this one was checked makes this write roll back and
 * answer that one's result (the primary key is the last word, should anything else slip through).
 */
export function rememberClientWrite(tx: Db, write: ClientWrite | null, outcome: WriteOutcome) {
  if (!write) return;
  if (storedWrite(tx, write)) throw new AlreadyWritten();
  tx.insert(clientWrites)
    .values({
      ...write,
      entityId: outcome.entityId,
      pointsEarned: outcome.pointsEarned,
      bonusDetails: outcome.bonusDetails,
      userPoints: outcome.user.points,
      userLevel: outcome.user.level,
    })
    .run();
}

/**
 * Runs `run` once per user and client id: an id already stored answers `replay` of the first
 * result, before any photo is decoded or stored (another body: 409). Two identical sends at the
 * same moment both run, but the second's transaction finds the first's row, rolls back (its
 * photo files are removed) and replays the first.
 */
export async function oncePerClientId<T>(
  db: Db,
  write: ClientWrite | null,
  replay: (earlier: EarlierWrite) => T,
  run: () => T | Promise<T>,
): Promise<T> {
  if (!write) return run();
  const earlier = earlierWrite(db, write);
  if (earlier) return replay(earlier);
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AlreadyWritten)) throw error;
    const first = earlierWrite(db, write);
    if (!first) throw new Error('oncePerClientId: the first write vanished', { cause: error });
    return replay(first);
  }
}
