import {
  catDeletedOutput,
  catListOutput,
  catOutput,
  catPageOutput,
  catsOutput,
  similarCatsOutput,
  createdCatOutput,
} from '../../../shared/schemas/cats-output.js';
import {
  catIdInput,
  emergenciesInput,
  listInput,
  nearbyInput,
  similarInput,
} from '../../../shared/schemas/cats.js';
import * as catQueries from '../../services/cat-queries.js';
import { listCats } from '../../services/cat-list.js';
import { createCatForm, updateCatForm } from '../../lib/upload-inputs.js';
import * as cats from '../../services/cats.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { uploadProcedure } from '../upload-procedure.js';

export const catsRouter = router({
  create: uploadProcedure
    .input(createCatForm)
    .output(createdCatOutput)
    .mutation(({ ctx, input }) => cats.createCat(ctx, input)),
  byId: publicProcedure
    .input(catIdInput)
    .output(catPageOutput)
    .query(({ ctx, input }) => catQueries.catById(ctx, input.id)),
  nearby: publicProcedure
    .input(nearbyInput)
    .output(catsOutput)
    .query(({ ctx, input }) => catQueries.nearbyCats(ctx, input)),
  emergencies: publicProcedure
    .input(emergenciesInput)
    .output(catsOutput)
    .query(({ ctx, input }) => catQueries.emergencyCats(ctx, input.limit)),
  list: publicProcedure
    .input(listInput)
    .output(catListOutput)
    .query(({ ctx, input }) => listCats(ctx, input)),
  similar: protectedProcedure
    .input(similarInput)
    .output(similarCatsOutput)
    .query(({ ctx, input }) => catQueries.similarCats(ctx, input)),
  update: uploadProcedure
    .input(updateCatForm)
    .output(catOutput)
    .mutation(({ ctx, input }) => cats.updateCat(ctx, input)),
  delete: protectedProcedure
    .input(catIdInput)
    .output(catDeletedOutput)
    .mutation(({ ctx, input }) => cats.deleteCat(ctx, input.id)),
});
