import { z } from 'zod';
import {
  actionOutput,
  contentActionInput,
  logOutput,
  pageInput,
  queueOutput,
  reportInput,
  reportOutput,
  userActionInput,
} from '../../../shared/schemas/moderation.js';
import {
  createReport,
  dismissReports,
  hideContent,
  restoreContent,
} from '../../moderation/moderation.js';
import { suspendUser, unsuspendUser } from '../../moderation/suspensions.js';
import { moderationHistory, reportQueue } from '../../moderation/queue.js';
import { protectedProcedure, router } from '../init.js';

/** Reports (anyone signed in) and the moderators' queue, actions and audit log. */
export const moderationRouter = router({
  report: protectedProcedure
    .input(reportInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => createReport(ctx, input)),
  queue: protectedProcedure
    .input(pageInput)
    .output(queueOutput)
    .query(({ ctx, input }) => reportQueue(ctx, input.page)),
  log: protectedProcedure
    .input(pageInput)
    .output(logOutput)
    .query(({ ctx, input }) => moderationHistory(ctx, input.page)),
  hide: protectedProcedure
    .input(contentActionInput)
    .output(actionOutput)
    .mutation(({ ctx, input }) => hideContent(ctx, input)),
  restore: protectedProcedure
    .input(contentActionInput)
    .output(actionOutput)
    .mutation(({ ctx, input }) => restoreContent(ctx, input)),
  dismiss: protectedProcedure
    .input(
      z.strictObject({
        targetType: z.enum(['cat', 'photo', 'checkin', 'user']),
        targetId: contentActionInput.shape.targetId,
        reason: contentActionInput.shape.reason,
      }),
    )
    .output(actionOutput)
    .mutation(({ ctx, input }) => dismissReports(ctx, input)),
  suspend: protectedProcedure
    .input(userActionInput)
    .output(actionOutput)
    .mutation(({ ctx, input }) => suspendUser(ctx, input)),
  unsuspend: protectedProcedure
    .input(userActionInput)
    .output(actionOutput)
    .mutation(({ ctx, input }) => unsuspendUser(ctx, input)),
});
