import fp from 'fastify-plugin';
import { Scheduler, type ScheduledTask } from '../jobs/scheduler.js';
import { scheduledTasks } from '../jobs/tasks.js';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface SchedulerPluginOptions {
  /** Start the schedule once the server listens (the process does; in-process tests tick it). */
  start: boolean;
  /** Replaces the app's task list (tests). */
  tasks?: ScheduledTask[];
}

/** The schedule of work the process does on its own, started when the server listens. */
export const schedulerPlugin = fp<SchedulerPluginOptions>(
  (app, options, done) => {
    const scheduler = new Scheduler(app.deps, options.tasks ?? scheduledTasks(app.deps), app.log);
    app.decorate('scheduler', scheduler);
    if (options.start) app.addHook('onListen', () => scheduler.start());
    // Before the database closes: a run in progress finishes first.
    app.addHook('preClose', () => scheduler.stop());
    done();
  },
  { name: 'scheduler' },
);
