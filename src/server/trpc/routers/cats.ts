import {
  catDeletedOutput,
  catListOutput,
  catOutput,
  catPageOutput,
  catsOutput,
  createdCatOutput,
} from '../../../shared/schemas/cats-output.js';
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
    .output(createdCatOutput)
    .mutation(({ ctx, input }) => cats.createCat(ctx, input)),
  byId: publicProcedure
    .input(catIdInput)
    .output(catPageOutput)
    .query(({ ctx, input }) => cats.catById(ctx, input.id)),
  nearby: publicProcedure
    .meta({ anonymousCache: true })
    .input(nearbyInput)
    .output(catsOutput)
    .query(({ ctx, input }) => cats.nearbyCats(ctx, input)),
  emergencies: publicProcedure
    .input(emergenciesInput)
    .output(catsOutput)
    .query(({ ctx, input }) => cats.emergencyCats(ctx, input.limit)),
  list: publicProcedure
    .input(listInput)
    .output(catListOutput)
    .query(({ ctx, input }) => cats.listCats(ctx, input)),
  similar: protectedProcedure
    .input(similarInput)
    .output(catsOutput)
    .query(({ ctx, input }) => cats.similarCats(ctx, input)),
  update: protectedProcedure
    .input(formData)
    .output(catOutput)
    .mutation(({ ctx, input }) => cats.updateCat(ctx, input)),
  delete: protectedProcedure
    .input(catIdInput)
    .output(catDeletedOutput)
    .mutation(({ ctx, input }) => cats.deleteCat(ctx, input.id)),
});
