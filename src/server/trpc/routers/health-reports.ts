import {
  confirmedHealthOutput,
  confirmHealthReportInput,
  healthReportsOfCatInput,
  healthReportsOutput,
} from '../../../shared/schemas/health-reports.js';
import { confirmHealthReport, healthReportsOfCat } from '../../services/health-reports.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { syncOutput } from '../sync-output.js';

/** Urgent health reported by non-carers, waiting for a carer's "Confirmar". */
export const healthReportsRouter = router({
  ofCat: publicProcedure
    .input(healthReportsOfCatInput)
    .output(syncOutput(healthReportsOutput))
    .query(({ ctx, input }) => healthReportsOfCat(ctx, input.catId)),
  confirm: protectedProcedure
    .input(confirmHealthReportInput)
    .output(syncOutput(confirmedHealthOutput))
    .mutation(({ ctx, input }) => confirmHealthReport(ctx, input.reportId)),
});
