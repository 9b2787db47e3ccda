import {
  unseenCatsInput,
  unseenCatsOutput,
  unseenDaysInput,
  unseenDaysOutput,
} from '../../../shared/schemas/unseen-cats.js';
import { colonyUnseenCats, setUnseenDays } from '../../services/unseen-cats.js';
import { protectedProcedure, router } from '../init.js';

/** "Gatos sumidos": when each colony cat was last seen (members), and the colony's days. */
export const unseenCatsRouter = router({
  ofColony: protectedProcedure
    .input(unseenCatsInput)
    .output(unseenCatsOutput)
    .query(({ ctx, input }) => colonyUnseenCats(ctx, input.colonyId)),
  setDays: protectedProcedure
    .input(unseenDaysInput)
    .output(unseenDaysOutput)
    .mutation(({ ctx, input }) => setUnseenDays(ctx, input)),
});
