import {
  catIdInput,
  emergenciesInput,
  listInput,
  nearbyInput,
  similarInput,
} from '../../../shared/schemas/cats.js';
import { z } from '../../../shared/validation.js';
import * as cats from '../../services/cats.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

/** Photo uploads: FormData with the typed fields as JSON in `data` and the files as parts. */
const formData = z.instanceof(FormData);

export const catsRouter = router({
  create: protectedProcedure
    .input(formData)
    .mutation(({ ctx, input }) => cats.createCat(ctx, input)),
  byId: publicProcedure.input(catIdInput).query(({ ctx, input }) => cats.catById(ctx, input.id)),
  nearby: publicProcedure.input(nearbyInput).query(({ ctx, input }) => cats.nearbyCats(ctx, input)),
  emergencies: publicProcedure
    .input(emergenciesInput)
    .query(({ ctx, input }) => cats.emergencyCats(ctx, input.limit)),
  list: publicProcedure.input(listInput).query(({ ctx, input }) => cats.listCats(ctx, input)),
  similar: protectedProcedure
    .input(similarInput)
    .query(({ ctx, input }) => cats.similarCats(ctx, input)),
  update: protectedProcedure
    .input(formData)
    .mutation(({ ctx, input }) => cats.updateCat(ctx, input)),
  delete: protectedProcedure
    .input(catIdInput)
    .mutation(({ ctx, input }) => cats.deleteCat(ctx, input.id)),
});
