import { rankingPageOutput } from '../../../shared/schemas/ranking-output.js';
import { rankingInput } from '../../../shared/schemas/ranking.js';
import { ranking } from '../../services/ranking.js';
import { publicProcedure, router } from '../init.js';

export const rankingRouter = router({
  list: publicProcedure
    .input(rankingInput)
    .output(rankingPageOutput)
    .query(({ ctx, input }) => ranking(ctx, input)),
});
