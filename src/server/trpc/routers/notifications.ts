import { z } from 'zod';
import {
  helpBriefOutput,
  helpersOutput,
  helpInput,
  markReadInput,
  notificationListOutput,
  notificationsInput,
  pushEndpointInput,
  pushSubscribeInput,
  regionInput,
  regionOutput,
  unreadOutput,
} from '../../../shared/schemas/notifications.js';
import { claimHelp, giveUpHelp } from '../../notifications/help.js';
import { helpBrief } from '../../notifications/help-brief.js';
import {
  clearRegion,
  getRegion,
  listNotifications,
  markRead,
  setRegion,
  subscribePush,
  unreadCount,
  unsubscribePush,
} from '../../notifications/inbox.js';
import { protectedProcedure, router } from '../init.js';
import { syncOutput } from '../sync-output.js';

const subscribed = z.strictObject({ subscribed: z.boolean() });

/** The bell, /notifications, "Minha região", this device's pushes. */
export const notificationsRouter = router({
  list: protectedProcedure
    .input(notificationsInput)
    .output(syncOutput(notificationListOutput))
    .query(({ ctx, input }) => listNotifications(ctx, input)),
  unread: protectedProcedure
    .output(syncOutput(unreadOutput))
    .query(({ ctx }) => ({ unread: unreadCount(ctx) })),
  markRead: protectedProcedure
    .input(markReadInput)
    .output(syncOutput(unreadOutput))
    .mutation(({ ctx, input }) => markRead(ctx, input)),
  region: protectedProcedure.output(syncOutput(regionOutput)).query(({ ctx }) => getRegion(ctx)),
  setRegion: protectedProcedure
    .input(regionInput)
    .output(syncOutput(regionOutput))
    .mutation(({ ctx, input }) => setRegion(ctx, input)),
  clearRegion: protectedProcedure
    .output(syncOutput(regionOutput))
    .mutation(({ ctx }) => clearRegion(ctx)),
  pushKey: protectedProcedure
    .output(syncOutput(z.strictObject({ publicKey: z.string() })))
    .query(({ ctx }) => ({ publicKey: ctx.push.keys.publicKey })),
  subscribe: protectedProcedure
    .input(pushSubscribeInput)
    .output(syncOutput(subscribed))
    .mutation(({ ctx, input }) => subscribePush(ctx, input)),
  unsubscribe: protectedProcedure
    .input(pushEndpointInput)
    .output(syncOutput(subscribed))
    .mutation(({ ctx, input }) => unsubscribePush(ctx, input.endpoint)),
});

/** "Eu vou ajudar" on a cat in need. */
export const helpRouter = router({
  claim: protectedProcedure
    .input(helpInput)
    .output(syncOutput(helpersOutput))
    .mutation(({ ctx, input }) => claimHelp(ctx, input.catId)),
  giveUp: protectedProcedure
    .input(helpInput)
    .output(syncOutput(helpersOutput))
    .mutation(({ ctx, input }) => giveUpHelp(ctx, input.catId)),
  /** For the people on the way only: the reporter's note, the needs and their shared contact. */
  brief: protectedProcedure
    .input(helpInput)
    .output(syncOutput(helpBriefOutput))
    .query(({ ctx, input }) => helpBrief(ctx, input.catId)),
});
