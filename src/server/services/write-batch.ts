import { perDatabase, transaction, type Db } from '../db/client.js';

interface Job {
  write: (tx: Db) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Db['$client'], Job[]>();

// One write in its own savepoint, the wrapper made once per database: better-sqlite3's
// transaction() builds four wrapper functions on every call, one per write here.
const savepointFor = perDatabase((db) =>
  db.$client.transaction((write: (tx: Db) => unknown, tx: Db) => write(tx)),
);

/**
 * Runs `write` in one transaction with the other writes queued in the same turn of the event
 * loop: one commit, so one fsync (synchronous=FULL) for all of them, where each used to wait for
 * its own. Each write gets its own savepoint, so one that throws is undone and rejects alone; the
 * others commit. The writes run in the order they came, and each promise settles only once the
 * commit is durable.
 */
export function batchedWrite<T>(db: Db, write: (tx: Db) => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db.$client);
    if (!queue) {
      queue = [];
      queues.set(db.$client, queue);
      setImmediate(() => flush(db));
    }
    queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
  });
}

function flush(db: Db) {
  const jobs = queues.get(db.$client) ?? [];
  queues.delete(db.$client);
  const savepoint = savepointFor(db);
  let outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[];
  try {
    // Nested inside the open transaction, a transaction function is a savepoint (better-sqlite3).
    outcomes = transaction(db, () =>
      jobs.map((job) => {
        try {
          return { ok: true as const, value: savepoint(job.write, db) };
        } catch (error) {
          return { ok: false as const, error };
        }
      }),
    );
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  }
  for (const [i, outcome] of outcomes.entries()) {
    const job = jobs[i]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  }
}
