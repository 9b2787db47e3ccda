import {
  healthCatInput,
  healthColonyInput,
  healthEntryInput,
  healthPhotoInput,
} from '../../../shared/schemas/health-record.js';
import {
  dueItemsOutput,
  healthEntryOutput,
  healthPhotoOutput,
  healthRecordOutput,
  healthRemovedOutput,
} from '../../../shared/schemas/health-record-output.js';
import { healthAddForm, healthEditForm } from '../../lib/upload-inputs.js';
import { catDueItems, colonyDue } from '../../services/health-due.js';
import { healthPhoto } from '../../services/health-photos.js';
import {
  addHealthEntry,
  editHealthEntry,
  healthRecordOfCat,
  removeHealthEntry,
} from '../../services/health-record.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { uploadProcedure } from '../upload-procedure.js';

export const healthRecordRouter = router({
  /** Public: a non-carer gets no entry, only whether to handle the cat with gloves. */
  ofCat: publicProcedure
    .input(healthCatInput)
    .output(healthRecordOutput)
    .query(({ ctx, input }) => healthRecordOfCat(ctx, input.catId)),
  due: protectedProcedure
    .input(healthCatInput)
    .output(dueItemsOutput)
    .query(({ ctx, input }) => catDueItems(ctx, input.catId)),
  colonyDue: protectedProcedure
    .input(healthColonyInput)
    .output(dueItemsOutput)
    .query(({ ctx, input }) => colonyDue(ctx, input.colonyId)),
  photo: protectedProcedure
    .input(healthPhotoInput)
    .output(healthPhotoOutput)
    .query(({ ctx, input }) => healthPhoto(ctx, input)),
  add: uploadProcedure
    .input(healthAddForm)
    .output(healthEntryOutput)
    .mutation(({ ctx, input }) => addHealthEntry(ctx, input)),
  edit: uploadProcedure
    .input(healthEditForm)
    .output(healthEntryOutput)
    .mutation(({ ctx, input }) => editHealthEntry(ctx, input)),
  remove: protectedProcedure
    .input(healthEntryInput)
    .output(healthRemovedOutput)
    .mutation(({ ctx, input }) => removeHealthEntry(ctx, input.id)),
});
