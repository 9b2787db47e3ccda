import {
  giveDoseInput,
  giveDoseOutput,
  startTreatmentInput,
  treatmentCatInput,
  treatmentChangeOutput,
  treatmentDayInput,
  treatmentInput,
  treatmentsOfCatOutput,
} from '../../../shared/schemas/treatments.js';
import { z } from '../../../shared/validation.js';
import * as doses from '../../services/treatment-doses.js';
import * as treatments from '../../services/treatments.js';
import { protectedProcedure, router } from '../init.js';

export const treatmentsRouter = router({
  forCat: protectedProcedure
    .input(treatmentCatInput)
    .output(treatmentsOfCatOutput)
    .query(({ ctx, input }) => treatments.treatmentsOfCat(ctx, input.catId)),
  start: protectedProcedure
    .input(startTreatmentInput)
    .output(z.strictObject({ _id: z.string() }))
    .mutation(({ ctx, input }) => treatments.startTreatment(ctx, input)),
  end: protectedProcedure
    .input(treatmentInput)
    .output(treatmentChangeOutput)
    .mutation(({ ctx, input }) => treatments.endTreatment(ctx, input.treatmentId)),
  takeDay: protectedProcedure
    .input(treatmentDayInput)
    .output(treatmentChangeOutput)
    .mutation(({ ctx, input }) => doses.takeDay(ctx, input)),
  leaveDay: protectedProcedure
    .input(treatmentDayInput)
    .output(treatmentChangeOutput)
    .mutation(({ ctx, input }) => doses.leaveDay(ctx, input)),
  give: protectedProcedure
    .input(giveDoseInput)
    .output(giveDoseOutput)
    .mutation(({ ctx, input }) => doses.giveDose(ctx, input)),
});
