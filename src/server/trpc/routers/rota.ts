import {
  addShiftInput,
  feedingLimitInput,
  rotaChangeOutput,
  rotaWeekInput,
  rotaWeekOutput,
  shiftInput,
} from '../../../shared/schemas/rota.js';
import { z } from '../../../shared/validation.js';
import * as rota from '../../services/rota.js';
import { protectedProcedure, router } from '../init.js';

export const rotaRouter = router({
  week: protectedProcedure
    .input(rotaWeekInput)
    .output(rotaWeekOutput)
    .query(({ ctx, input }) => rota.rotaWeek(ctx, input.colonyId, input.weekStart)),
  addShift: protectedProcedure
    .input(addShiftInput)
    .output(z.strictObject({ _id: z.string() }))
    .mutation(({ ctx, input }) => rota.addShift(ctx, input)),
  removeShift: protectedProcedure
    .input(shiftInput)
    .output(rotaChangeOutput)
    .mutation(({ ctx, input }) => rota.removeShift(ctx, input.shiftId)),
  signUp: protectedProcedure
    .input(shiftInput)
    .output(rotaChangeOutput)
    .mutation(({ ctx, input }) => rota.signUp(ctx, input.shiftId)),
  dropOut: protectedProcedure
    .input(shiftInput)
    .output(rotaChangeOutput)
    .mutation(({ ctx, input }) => rota.dropOut(ctx, input.shiftId)),
  setLimit: protectedProcedure
    .input(feedingLimitInput)
    .output(rotaChangeOutput)
    .mutation(({ ctx, input }) => rota.setFeedingLimit(ctx, input)),
});
