import {
  checkinCreatedOutput,
  checkinListOutput,
} from '../../../shared/schemas/checkins-output.js';
import { z } from 'zod';
import { checkinsByCatInput, myCheckinsInput } from '../../../shared/schemas/checkins.js';
import * as checkins from '../../services/checkins.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

export const checkinsRouter = router({
  /** FormData: `data` (JSON of createCheckinInput) and up to 5 `photos` parts. */
  create: protectedProcedure
    .input(z.instanceof(FormData))
    .output(checkinCreatedOutput)
    .mutation(({ ctx, input }) => checkins.createCheckin(ctx, input)),
  byCat: publicProcedure
    .input(checkinsByCatInput)
    .output(checkinListOutput)
    .query(({ ctx, input }) => checkins.checkinsByCat(ctx, input)),
  mine: protectedProcedure
    .input(myCheckinsInput)
    .output(checkinListOutput)
    .query(({ ctx, input }) => checkins.myCheckins(ctx, input)),
});
