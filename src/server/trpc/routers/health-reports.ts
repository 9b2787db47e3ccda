import {
  confirmedHealthOutput,
  confirmHealthReportInput,
  healthReportsOfCatInput,
  healthReportsOutput,
} from '../../../shared/schemas/health-reports.js';
import { confirmHealthReport, healthReportsOfCat } from '../../services/health-reports.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

/** Urgent health reported by non-carers, waiting for a carer's "Confirmar". */
export const healthReportsRouter = router({
  ofCat: publicProcedure
    .input(healthReportsOfCatInput)
    .output(healthReportsOutput)
    .query(({ ctx, input }) => healthReportsOfCat(ctx, input.catId)),
  confirm: protectedProcedure
    .input(confirmHealthReportInput)
    .output(confirmedHealthOutput)
    .mutation(({ ctx, input }) => confirmHealthReport(ctx, input.reportId)),
});
