import {
  accessEndedOutput,
  colonyCatInput,
  colonyChangeOutput,
  colonyDecisionInput,
  colonyInput,
  colonyOfCatInput,
  colonyOfCatOutput,
  colonyPageOutput,
  colonyRemoveInput,
  colonyRoleInput,
  coloniesOutput,
  createColonyInput,
} from '../../../shared/schemas/colonies.js';
import { censusInput, censusOutput } from '../../../shared/schemas/census.js';
import { colonyFeedingInput, colonyFeedingOutput } from '../../../shared/schemas/colony-feeding.js';
import { colonyTodayOutput, myTodayOutput } from '../../../shared/schemas/colony-today.js';
import { z } from '../../../shared/validation.js';
import { colonyCensus } from '../../services/census/colony-census.js';
import * as colonies from '../../services/colonies.js';
import { feedColony } from '../../services/colony-feeding.js';
import * as members from '../../services/colony-members.js';
import { lastRemovalAt } from '../../services/colony-membership.js';
import { colonyToday, myToday } from '../../services/colony-today.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

export const coloniesRouter = router({
  list: publicProcedure.output(coloniesOutput).query(({ ctx }) => colonies.listColonies(ctx)),
  byId: publicProcedure
    .input(colonyInput)
    .output(colonyPageOutput)
    .query(({ ctx, input }) => colonies.colonyPage(ctx, input.colonyId)),
  ofCat: publicProcedure
    .input(colonyOfCatInput)
    .output(colonyOfCatOutput)
    .query(({ ctx, input }) => colonies.colonyOfCat(ctx, input.catId)),
  /** "Hoje" of a colony (its summary card): doses, due health items, unseen cats. Members. */
  today: protectedProcedure
    .input(colonyInput)
    .output(colonyTodayOutput)
    .query(({ ctx, input }) => colonyToday(ctx, input.colonyId)),
  /** The home's "Hoje": the signed-in member's colonies with something to do today. */
  myToday: protectedProcedure.output(myTodayOutput).query(({ ctx }) => myToday(ctx)),
  create: protectedProcedure
    .input(createColonyInput)
    .output(z.strictObject({ _id: z.string() }))
    .mutation(({ ctx, input }) => colonies.createColony(ctx, input)),
  join: protectedProcedure
    .input(colonyInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => members.requestToJoin(ctx, input.colonyId)),
  decide: protectedProcedure
    .input(colonyDecisionInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => members.decideJoin(ctx, input)),
  setRole: protectedProcedure
    .input(colonyRoleInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => members.setRole(ctx, input)),
  leave: protectedProcedure
    .input(colonyInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => members.leaveColony(ctx, input.colonyId)),
  removeMember: protectedProcedure
    .input(colonyRemoveInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => members.removeMember(ctx, input)),
  /** "Alimentei a colônia": one Alimentou check-in per ticked cat, in one transaction. */
  feed: protectedProcedure
    .input(colonyFeedingInput)
    .output(colonyFeedingOutput)
    .mutation(({ ctx, input }) => feedColony(ctx, input)),
  /** The colony census: Bowden's estimate, coverage and newcomers (members and carers). */
  census: protectedProcedure
    .input(censusInput)
    .output(censusOutput)
    .query(({ ctx, input }) => colonyCensus(ctx, input.colonyId)),
  accessEndedAt: protectedProcedure
    .output(accessEndedOutput)
    .query(({ ctx }) => lastRemovalAt(ctx)),
  addCat: protectedProcedure
    .input(colonyCatInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => colonies.addCat(ctx, input)),
  removeCat: protectedProcedure
    .input(colonyCatInput)
    .output(colonyChangeOutput)
    .mutation(({ ctx, input }) => colonies.removeCat(ctx, input)),
});
