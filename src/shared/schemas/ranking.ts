import { LIMITS, RANKING_PERIODS } from '../constants.js';
import { z } from '../validation.js';

export const rankingInput = z
  .object({
    period: z.enum(RANKING_PERIODS).default('all'),
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(100).default(LIMITS.rankingPageSize),
  })
  .prefault({});
