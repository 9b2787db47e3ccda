import { favoriteInput } from '../../../shared/schemas/cats.js';
import * as favorites from '../../services/favorites.js';
import { protectedProcedure, router } from '../init.js';

export const favoritesRouter = router({
  add: protectedProcedure
    .input(favoriteInput)
    .mutation(({ ctx, input }) => favorites.addFavorite(ctx, input.catId)),
  remove: protectedProcedure
    .input(favoriteInput)
    .mutation(({ ctx, input }) => favorites.removeFavorite(ctx, input.catId)),
  list: protectedProcedure.query(({ ctx }) => favorites.listFavorites(ctx)),
});
