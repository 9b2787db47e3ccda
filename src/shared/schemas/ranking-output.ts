import { z } from '../validation.js';
import { count, pageFields } from './common-output.js';

const rankingEntryOutput = z
  .strictObject({
    rank: count,
    _id: z.string(),
    name: z.string(),
    profilePicture: z.string(),
    level: count,
    points: count.describe('Points in the period.'),
    totalCatsHelped: count,
  })
  .meta({ id: 'RankingEntry' });
export type RankingEntry = z.infer<typeof rankingEntryOutput>;

export const rankingPageOutput = z.strictObject({
  ranking: z.array(rankingEntryOutput),
  userRank: z
    .strictObject({ rank: count, points: count })
    .nullable()
    .describe('The caller in this period; null without points in it or without a token.'),
  ...pageFields,
});
