import { rankingPageOutput } from '../../../shared/schemas/ranking-output.js';
import { rankingInput } from '../../../shared/schemas/ranking.js';
import { ranking } from '../../services/ranking.js';
import { publicProcedure, router } from '../init.js';
import { syncOutput } from '../sync-output.js';

export const rankingRouter = router({
  list: publicProcedure
    .input(rankingInput)
    .output(syncOutput(rankingPageOutput))
    .query(({ ctx, input }) => ranking(ctx, input)),
});
