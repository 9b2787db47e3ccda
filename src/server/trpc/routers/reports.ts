import { impactCsvOutput, impactInput, impactOutput } from '../../../shared/schemas/impact.js';
import { impactCsv } from '../../services/impact-csv.js';
import { impactReport } from '../../services/impact-report.js';
import { protectedProcedure, router } from '../init.js';

export const reportsRouter = router({
  impact: protectedProcedure
    .input(impactInput)
    .output(impactOutput)
    .query(({ ctx, input }) => impactReport(ctx, input)),
  impactCsv: protectedProcedure
    .input(impactInput)
    .output(impactCsvOutput)
    .query(({ ctx, input }) => impactCsv(impactReport(ctx, input))),
});
