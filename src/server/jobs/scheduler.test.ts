import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/client.js';
import { ManualClock } from '../lib/clock.js';
import { testSettings } from '../settings.js';
import { Scheduler, taskStatus, type ScheduledTask } from './scheduler.js';

const MINUTE = 60_000;
const silent = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof Scheduler>[2];

/** A task that writes one row per run into a table of the test's own, so runs can be counted. */
function recordingTask(
  name: string,
  schedule: ScheduledTask['schedule'],
  fail = false,
): ScheduledTask {
  return {
    name,
    schedule,
    run(tx, { due }) {
      tx.$client.prepare('INSERT INTO runs (task, due) VALUES (?, ?)').run(name, due.getTime());
      if (fail) throw new Error('boom');
    },
  };
}

describe('Scheduler', () => {
  let db: Db;
  let clock: ManualClock;
  const settings = testSettings({ DATABASE_PATH: ':memory:', TZ_COMMUNITY: 'America/Sao_Paulo' });
  const scheduler = (tasks: ScheduledTask[]) =>
    new Scheduler({ db, clock, settings }, tasks, silent);
  const runs = (task: string) =>
    db.$client.prepare('SELECT due FROM runs WHERE task = ? ORDER BY due').all(task) as {
      due: number;
    }[];

  beforeEach(() => {
    db = openDatabase(':memory:');
    db.$client.exec('CREATE TABLE runs (task TEXT NOT NULL, due INTEGER NOT NULL)');
    clock = new ManualClock('2026-11-24T10:00:00Z');
  });
  afterEach(() => db.$client.close());

  it('runs an interval task at once, then again only when the interval has passed', async () => {
    const s = scheduler([recordingTask('sweep', { everyMinutes: 10 })]);
    expect(await s.tick()).toEqual(['sweep']);
    clock.advance(9 * MINUTE);
    expect(await s.tick()).toEqual([]);
    clock.advance(MINUTE);
    expect(await s.tick()).toEqual(['sweep']);
    expect(runs('sweep')).toHaveLength(2);
  });

  it('runs a cron task at its occurrences in the community time zone, not at first sight', async () => {
    // 08:00 in São Paulo (UTC-3) is 11:00 UTC.
    const s = scheduler([recordingTask('digest', { cron: '0 8 * * *' })]);
    expect(await s.tick()).toEqual([]);
    clock.set('2026-11-24T10:59:00Z');
    expect(await s.tick()).toEqual([]);
    clock.set('2026-11-24T11:00:10Z');
    expect(await s.tick()).toEqual(['digest']);
    expect(await s.tick()).toEqual([]);
    expect(runs('digest')).toEqual([{ due: Date.parse('2026-11-24T11:00:00Z') }]);
  });

  it('after a restart runs once what fell due while stopped, and repeats nothing', async () => {
    const tasks = [recordingTask('digest', { cron: '0 8 * * *' })];
    const first = scheduler(tasks);
    await first.tick();
    clock.set('2026-11-24T11:00:05Z');
    await first.tick();
    await first.stop();

    // Down for three days: three occurrences missed, one run for the latest.
    clock.set('2026-11-27T12:00:00Z');
    const second = scheduler(tasks);
    expect(await second.tick()).toEqual(['digest']);
    const third = scheduler(tasks);
    expect(await third.tick()).toEqual([]);
    expect(runs('digest').map((r) => new Date(r.due).toISOString())).toEqual([
      '2026-11-24T11:00:00.000Z',
      '2026-11-27T11:00:00.000Z',
    ]);
  });

  it('rolls back a failed run, records the error and waits for the next occurrence', async () => {
    const s = scheduler([recordingTask('broken', { everyMinutes: 5 }, true)]);
    expect(await s.tick()).toEqual(['broken']);
    expect(runs('broken')).toEqual([]);
    expect(taskStatus(db, 'broken')?.lastError).toBe('boom');
    expect(await s.tick()).toEqual([]);
    clock.advance(5 * MINUTE);
    expect(await s.tick()).toEqual(['broken']);
  });

  it('records an async run when it ends, and a later task still runs after one fails', async () => {
    let finished = 0;
    const s = scheduler([
      {
        name: 'files',
        schedule: { everyMinutes: 60 },
        runAsync: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          throw new Error('disk full');
        },
      },
      {
        name: 'after',
        schedule: { everyMinutes: 60 },
        runAsync: async () => {
          await Promise.resolve();
          finished++;
        },
      },
    ]);
    expect(await s.tick()).toEqual(['files', 'after']);
    expect(taskStatus(db, 'files')?.lastError).toBe('disk full');
    expect(taskStatus(db, 'after')).toMatchObject({ lastError: null });
    expect(finished).toBe(1);
  });

  it('tells a run in progress to stop, and leaves it unrecorded for the next start', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const long: ScheduledTask = {
      name: 'long',
      schedule: { everyMinutes: 60 },
      runAsync: (_db, { stopping }) =>
        new Promise((_resolve, reject) => {
          started();
          stopping.addEventListener('abort', () => reject(stopping.reason as Error));
        }),
    };
    const s = scheduler([long, recordingTask('after', { everyMinutes: 60 })]);
    const ticked = s.tick();
    await running;
    await s.stop();
    // Ended there: not recorded, and the tasks after it wait for the next start.
    expect(await ticked).toEqual(['long']);
    expect(taskStatus(db, 'long')).toBeUndefined();
    expect(runs('after')).toEqual([]);
    const next = scheduler([{ ...long, runAsync: () => Promise.resolve() }]);
    expect(await next.tick()).toEqual(['long']);
    expect(taskStatus(db, 'long')).toMatchObject({ lastError: null });
  });

  it('refuses two tasks with one name', () => {
    const task = recordingTask('twice', { everyMinutes: 1 });
    expect(() => scheduler([task, task])).toThrow(/unique/);
  });
});

describe('the app', () => {
  it('starts the schedule when it listens and finishes a run before closing', async () => {
    const db = openDatabase(':memory:');
    let ran = 0;
    const task: ScheduledTask = {
      name: 'at-start',
      schedule: { everyMinutes: 60 },
      runAsync: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ran++;
      },
    };
    const app = await buildApp({
      settings: testSettings({ DATABASE_PATH: ':memory:' }),
      db,
      clientDir: null,
      logger: false,
      startScheduler: true,
      scheduledTasks: [task],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(ran).toBe(1);
    expect(taskStatus(db, 'at-start')?.lastFinishedAt).toBeInstanceOf(Date);
    db.$client.close();
  });
});
