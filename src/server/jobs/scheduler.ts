import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { scheduledTasks, type ScheduledTaskRow } from '../db/jobs-schema.js';

export interface TaskRun {
  /** The occurrence this run stands for: the latest one due (runs missed while down coalesce). */
  due: Date;
  now: Date;
  /**
   * Aborted when the process is stopping. A `runAsync` that would keep it waiting long (the
   * backup) ends on it and rejects; such a run is not recorded, so the next start runs it.
   */
  stopping: AbortSignal;
}

interface TaskBase {
  name: string;
  /** A cron pattern read in the community's time zone, or a fixed interval. */
  schedule: { cron: string } | { everyMinutes: number };
  /**
   * Waits for work a run left going in the background (the backup's off-site upload, which may
   * take hours and must not hold the other tasks). Such work ends on its run's `stopping` signal.
   */
  settle?(): Promise<void>;
}

/**
 * Work the process does on its own. A task is a sweep over rows that say what is due (claims past
 * their end, shifts past their window…), so running it late or after a restart does what was due.
 */
export type ScheduledTask = TaskBase &
  (
    | {
        /**
         * Database work: it shares one transaction with the record of the run, so killed mid-way
         * nothing of it stays and it runs again, and finished it never runs twice for one
         * occurrence.
         */
        run(tx: Db, run: TaskRun): void;
      }
    | {
        /**
         * Work with files or the network: recorded when it ends, so a kill mid-way repeats it.
         * Make it idempotent.
         */
        runAsync(db: Db, run: TaskRun): Promise<void>;
      }
  );

/** How often the schedule is read: the resolution of every task's timing. */
const TICK_PATTERN = '*/20 * * * * *';

/**
 * Runs the tasks when the schedule kept in the database says they are due. A task seen for the
 * first time runs at its first cron occurrence from now, or at once for an interval task.
 */
export class Scheduler {
  readonly #deps: Pick<Deps, 'db' | 'clock' | 'settings'>;
  readonly #tasks: ScheduledTask[];
  readonly #log: FastifyBaseLogger;
  #ticker: Cron | null = null;
  #current: Promise<unknown> = Promise.resolve();
  readonly #stopping = new AbortController();

  constructor(
    deps: Pick<Deps, 'db' | 'clock' | 'settings'>,
    tasks: ScheduledTask[],
    log: FastifyBaseLogger,
  ) {
    const names = new Set(tasks.map((t) => t.name));
    if (names.size !== tasks.length) throw new Error('scheduled task names must be unique');
    this.#deps = deps;
    this.#tasks = tasks;
    this.#log = log;
  }

  /** Reads the schedule now (catching up on what fell due while stopped), then every 20 s. */
  start(): void {
    if (this.#ticker) return;
    // protect: a slow run (a backup) makes the next ticks skip instead of overlapping it.
    this.#ticker = new Cron(TICK_PATTERN, { protect: true }, async () => {
      await this.tick();
    });
    void this.tick();
  }

  /** Stops reading the schedule, tells a run in progress to stop, and waits for it to end. */
  async stop(): Promise<void> {
    this.#ticker?.stop();
    this.#ticker = null;
    this.#stopping.abort(new Error('the server is stopping'));
    await this.#current;
    for (const task of this.#tasks) await task.settle?.();
  }

  /** Waits for the run in progress and for the work runs left in the background (tests). */
  async settle(): Promise<void> {
    await this.#current;
    for (const task of this.#tasks) await task.settle?.();
  }

  /** Runs every task that is due, one after the other; returns the names of those that ran. */
  tick(): Promise<string[]> {
    const next = this.#current.then(() => this.#runDue());
    this.#current = next.catch(() => undefined);
    return next;
  }

  async #runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const task of this.#tasks) {
      const now = this.#deps.clock.now();
      const due = this.#dueOccurrence(task, now);
      if (!due) continue;
      if (this.#stopping.signal.aborted) break;
      ran.push(task.name);
      await this.#runTask(task, { due, now, stopping: this.#stopping.signal });
    }
    return ran;
  }

  /** The occurrence a task should run for now, or null when it is not due. */
  #dueOccurrence(task: ScheduledTask, now: Date): Date | null {
    const { db } = this.#deps;
    const row = db.select().from(scheduledTasks).where(eq(scheduledTasks.name, task.name)).get();
    if ('everyMinutes' in task.schedule) {
      if (!row) return now;
      const next = row.lastDueAt.getTime() + task.schedule.everyMinutes * 60_000;
      return next <= now.getTime() ? now : null;
    }
    if (!row) {
      // First sight: remember "from now" so the first occurrence is the next one, not a past one.
      db.insert(scheduledTasks).values({ name: task.name, lastDueAt: now }).run();
      return null;
    }
    return latestOccurrence(task.schedule.cron, this.#deps.settings.TZ_COMMUNITY, row, now);
  }

  async #runTask(task: ScheduledTask, run: TaskRun): Promise<void> {
    const { db, clock } = this.#deps;
    const started = clock.now();
    const record = (tx: Db, error: string | null) => {
      const values = {
        lastDueAt: run.due,
        lastStartedAt: started,
        lastFinishedAt: clock.now(),
        lastError: error,
      };
      tx.insert(scheduledTasks)
        .values({ name: task.name, ...values })
        .onConflictDoUpdate({ target: scheduledTasks.name, set: values })
        .run();
    };
    try {
      if ('run' in task) {
        transaction(db, (tx) => {
          task.run(tx, run);
          record(tx, null);
        });
      } else {
        await task.runAsync(db, run);
        record(db, null);
      }
    } catch (error) {
      if (run.stopping.aborted) {
        this.#log.warn(
          { task: task.name },
          'scheduled task ended by the stop; the next start runs it',
        );
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.#log.error({ err: error, task: task.name }, 'scheduled task failed');
      // Recorded as run: a failing task waits for its next occurrence instead of looping.
      transaction(db, (tx) => record(tx, message));
    }
  }
}

/** The latest occurrence of `pattern` after the last one run and not after now, or null. */
function latestOccurrence(
  pattern: string,
  timezone: string,
  row: ScheduledTaskRow,
  now: Date,
): Date | null {
  const cron = new Cron(pattern, { timezone, paused: true });
  let due: Date | null = null;
  let next = cron.nextRun(row.lastDueAt);
  // Bounded: a long outage of an every-minute task coalesces into one run.
  for (let i = 0; next && next.getTime() <= now.getTime() && i < 10_000; i++) {
    due = next;
    next = cron.nextRun(next);
  }
  cron.stop();
  return due;
}

/** What admins see of a task: its last run and result. */
export const taskStatus = (db: Db, name: string): ScheduledTaskRow | undefined =>
  db.select().from(scheduledTasks).where(eq(scheduledTasks.name, name)).get();
