import {
  checkinCreatedOutput,
  checkinListOutput,
} from '../../../shared/schemas/checkins-output.js';
import { checkinsByCatInput, myCheckinsInput } from '../../../shared/schemas/checkins.js';
import { createCheckinForm } from '../../lib/upload-inputs.js';
import * as checkins from '../../services/checkins.js';
import { checkinsByCat, myCheckins } from '../../services/checkins-list.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { uploadProcedure } from '../upload-procedure.js';

export const checkinsRouter = router({
  create: uploadProcedure
    .input(createCheckinForm)
    .output(checkinCreatedOutput)
    .mutation(({ ctx, input }) => checkins.createCheckin(ctx, input)),
  byCat: publicProcedure
    .input(checkinsByCatInput)
    .output(checkinListOutput)
    .query(({ ctx, input }) => checkinsByCat(ctx, input)),
  mine: protectedProcedure
    .input(myCheckinsInput)
    .output(checkinListOutput)
    .query(({ ctx, input }) => myCheckins(ctx, input)),
});
