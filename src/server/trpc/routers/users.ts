import { dataExportOutput, deleteAccountOutput } from '../../../shared/schemas/account-output.js';
import {
  achievementProgressOutput,
  contactOutput,
  avatarsOutput,
  ownUserOutput,
  profileOutput,
  publicProfileOutput,
  statsOutput,
} from '../../../shared/schemas/users-output.js';
import {
  deleteAccountInput,
  notificationSettingsInput,
  publicProfileInput,
  setAvatarInput,
  setContactInput,
} from '../../../shared/schemas/users.js';
import { updateProfileForm } from '../../lib/upload-inputs.js';
import * as account from '../../services/account.js';
import { ownContact, setContact } from '../../services/contact.js';
import * as users from '../../services/users.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { uploadProcedure } from '../upload-procedure.js';

export const usersRouter = router({
  profile: protectedProcedure.output(profileOutput).query(({ ctx }) => users.userProfile(ctx)),
  stats: protectedProcedure.output(statsOutput).query(({ ctx }) => users.userStats(ctx)),
  publicProfile: publicProcedure
    .input(publicProfileInput)
    .output(publicProfileOutput)
    .query(({ ctx, input }) => users.publicProfile(ctx, input.userId)),
  updateProfile: uploadProcedure
    .input(updateProfileForm)
    .output(ownUserOutput)
    .mutation(({ ctx, input }) => users.updateProfile(ctx, input)),
  updateNotificationSettings: protectedProcedure
    .input(notificationSettingsInput)
    .output(ownUserOutput)
    .mutation(({ ctx, input }) => users.updateNotificationSettings(ctx, input)),
  /** The WhatsApp number shared with helpers of one's own emergencies (off by default). */
  contact: protectedProcedure.output(contactOutput).query(({ ctx }) => ownContact(ctx)),
  setContact: protectedProcedure
    .input(setContactInput)
    .output(contactOutput)
    .mutation(({ ctx, input }) => setContact(ctx, input)),
  avatars: publicProcedure.output(avatarsOutput).query(() => users.avatarList()),
  setAvatar: protectedProcedure
    .input(setAvatarInput)
    .output(ownUserOutput)
    .mutation(({ ctx, input }) => users.setAvatar(ctx, input)),
  achievements: protectedProcedure
    .output(achievementProgressOutput)
    .query(({ ctx }) => users.userAchievementList(ctx)),
  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .output(deleteAccountOutput)
    .mutation(({ ctx }) => account.deleteAccount(ctx)),
  exportData: protectedProcedure
    .output(dataExportOutput)
    .query(({ ctx }) => account.exportData(ctx)),
});
