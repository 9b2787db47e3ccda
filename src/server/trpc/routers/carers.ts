import {
  carerChangeOutput,
  carerRequestOutput,
  carersForCatOutput,
  carersPendingOutput,
} from '../../../shared/schemas/carers-output.js';
import {
  carerCatInput,
  carerDecisionInput,
  carerRequestInput,
  carerRevokeInput,
} from '../../../shared/schemas/carers.js';
import { decideCare, requestCare, revokeCare } from '../../services/carers.js';
import { carersForCat, pendingForMe } from '../../services/carers-read.js';
import { protectedProcedure, router } from '../init.js';

export const carersRouter = router({
  request: protectedProcedure
    .input(carerRequestInput)
    .output(carerRequestOutput)
    .mutation(({ ctx, input }) => requestCare(ctx, input)),
  decide: protectedProcedure
    .input(carerDecisionInput)
    .output(carerChangeOutput)
    .mutation(({ ctx, input }) => decideCare(ctx, input)),
  revoke: protectedProcedure
    .input(carerRevokeInput)
    .output(carerChangeOutput)
    .mutation(({ ctx, input }) => revokeCare(ctx, input)),
  forCat: protectedProcedure
    .input(carerCatInput)
    .output(carersForCatOutput)
    .query(({ ctx, input }) => carersForCat(ctx, input.catId)),
  pendingForMe: protectedProcedure
    .output(carersPendingOutput)
    .query(({ ctx }) => pendingForMe(ctx)),
});
