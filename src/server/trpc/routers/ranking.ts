import { rankingInput } from '../../../shared/schemas/ranking.js';
import { ranking } from '../../services/ranking.js';
import { protectedProcedure, router } from '../init.js';

export const rankingRouter = router({
  list: protectedProcedure.input(rankingInput).query(({ ctx, input }) => ranking(ctx, input)),
});
