import {
  backupStatusOutput,
  serverHealthOutput,
} from '../../../shared/schemas/server-health-output.js';
import { backupStatus, serverHealth } from '../../services/server-health.js';
import { adminProcedure, router } from '../init.js';

/** The server's state for the admins who keep it running (/admin/health). */
export const adminRouter = router({
  health: adminProcedure.output(serverHealthOutput).query(({ ctx }) => serverHealth(ctx)),
  /** Light: read by Settings to warn admins when the last automatic backup failed. */
  backupStatus: adminProcedure.output(backupStatusOutput).query(({ ctx }) => backupStatus(ctx)),
});
