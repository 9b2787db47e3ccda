import { backupTask } from '../backups.js';
import type { Deps } from '../context.js';
import { notificationTasks } from '../notifications/tasks.js';
import { healthDueTasks } from '../services/health-due-alerts.js';
import { limitEventsTask } from '../services/limit-store.js';
import { photoHashTask } from '../services/photo-hash-backfill.js';
import { rotaTasks } from '../services/rota-judging.js';
import { unseenCatsTasks } from '../services/unseen-alerts.js';
import { treatmentTasks } from '../services/treatment-alerts.js';
import type { ScheduledTask } from './scheduler.js';

/**
 * Every task the process runs on its own, in the order they run when several are due. Each
 * feature adds its task here.
 */
export function scheduledTasks(deps: Deps): ScheduledTask[] {
  return [
    ...notificationTasks(deps),
    ...rotaTasks(deps),
    ...unseenCatsTasks(deps),
    ...treatmentTasks(deps),
    ...healthDueTasks(deps),
    limitEventsTask,
    photoHashTask(deps),
    backupTask(deps),
  ].filter((task) => task !== null);
}
