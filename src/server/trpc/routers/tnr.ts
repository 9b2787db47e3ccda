import {
  tnrAdoptInput,
  tnrCatInput,
  tnrRecordInput,
  tnrRemoveInput,
} from '../../../shared/schemas/tnr.js';
import {
  tnrAdoptedOutput,
  tnrForCatOutput,
  tnrRemovedOutput,
  tnrStepOutput,
} from '../../../shared/schemas/tnr-output.js';
import { adoptCat, recordTnrStep, removeTnrStep, tnrForCat } from '../../services/tnr.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

export const tnrRouter = router({
  forCat: publicProcedure
    .input(tnrCatInput)
    .output(tnrForCatOutput)
    .query(({ ctx, input }) => tnrForCat(ctx, input.catId)),
  record: protectedProcedure
    .input(tnrRecordInput)
    .output(tnrStepOutput)
    .mutation(({ ctx, input }) => recordTnrStep(ctx, input)),
  remove: protectedProcedure
    .input(tnrRemoveInput)
    .output(tnrRemovedOutput)
    .mutation(({ ctx, input }) => removeTnrStep(ctx, input.id)),
  adopt: protectedProcedure
    .input(tnrAdoptInput)
    .output(tnrAdoptedOutput)
    .mutation(({ ctx, input }) => adoptCat(ctx, input)),
});
