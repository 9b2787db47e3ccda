import { z } from 'zod';
import {
  helpAcceptInput,
  helpBriefOutput,
  helpersOutput,
  helpInput,
  helpStateOutput,
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
import { acceptHelp, helpState } from '../../notifications/help-accept.js';
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

const subscribed = z.strictObject({ subscribed: z.boolean() });

/** The bell, /notifications, "Minha região", this device's pushes. */
export const notificationsRouter = router({
  list: protectedProcedure
    .input(notificationsInput)
    .output(notificationListOutput)
    .query(({ ctx, input }) => listNotifications(ctx, input)),
  unread: protectedProcedure
    .output(unreadOutput)
    .query(({ ctx }) => ({ unread: unreadCount(ctx) })),
  markRead: protectedProcedure
    .input(markReadInput)
    .output(unreadOutput)
    .mutation(({ ctx, input }) => markRead(ctx, input)),
  region: protectedProcedure.output(regionOutput).query(({ ctx }) => getRegion(ctx)),
  setRegion: protectedProcedure
    .input(regionInput)
    .output(regionOutput)
    .mutation(({ ctx, input }) => setRegion(ctx, input)),
  clearRegion: protectedProcedure.output(regionOutput).mutation(({ ctx }) => clearRegion(ctx)),
  pushKey: protectedProcedure
    .output(z.strictObject({ publicKey: z.string() }))
    .query(({ ctx }) => ({ publicKey: ctx.push.keys.publicKey })),
  subscribe: protectedProcedure
    .input(pushSubscribeInput)
    .output(subscribed)
    .mutation(({ ctx, input }) => subscribePush(ctx, input)),
  unsubscribe: protectedProcedure
    .input(pushEndpointInput)
    .output(subscribed)
    .mutation(({ ctx, input }) => unsubscribePush(ctx, input.endpoint)),
});

/** "Eu vou ajudar" on a cat in need: an offer its carers or its reporter accept. */
export const helpRouter = router({
  claim: protectedProcedure
    .input(helpInput)
    .output(helpersOutput)
    .mutation(({ ctx, input }) => claimHelp(ctx, input.catId)),
  giveUp: protectedProcedure
    .input(helpInput)
    .output(helpersOutput)
    .mutation(({ ctx, input }) => giveUpHelp(ctx, input.catId)),
  /** "Aceitar ajuda de Ana", with where to go; again to change where to go. */
  accept: protectedProcedure
    .input(helpAcceptInput)
    .output(helpersOutput)
    .mutation(({ ctx, input }) => acceptHelp(ctx, input)),
  /** The caller's own claim, and the open ones for the people who may accept. */
  state: protectedProcedure
    .input(helpInput)
    .output(helpStateOutput)
    .query(({ ctx, input }) => helpState(ctx, input.catId)),
  /** For accepted helpers only: the reporter's note, the needs, their contact, where to go. */
  brief: protectedProcedure
    .input(helpInput)
    .output(helpBriefOutput)
    .query(({ ctx, input }) => helpBrief(ctx, input.catId)),
});
