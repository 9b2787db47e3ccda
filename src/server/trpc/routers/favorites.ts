import { catsOutput, favoriteChangeOutput } from '../../../shared/schemas/cats-output.js';
import { favoriteInput } from '../../../shared/schemas/cats.js';
import * as favorites from '../../services/favorites.js';
import { protectedProcedure, router } from '../init.js';

export const favoritesRouter = router({
  add: protectedProcedure
    .input(favoriteInput)
    .output(favoriteChangeOutput)
    .mutation(({ ctx, input }) => favorites.addFavorite(ctx, input.catId)),
  remove: protectedProcedure
    .input(favoriteInput)
    .output(favoriteChangeOutput)
    .mutation(({ ctx, input }) => favorites.removeFavorite(ctx, input.catId)),
  list: protectedProcedure.output(catsOutput).query(({ ctx }) => favorites.listFavorites(ctx)),
});
