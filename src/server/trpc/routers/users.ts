import {
  deleteAccountInput,
  notificationSettingsInput,
  publicProfileInput,
  setAvatarInput,
} from '../../../shared/schemas/users.js';
import { updateProfileForm } from '../../lib/upload-inputs.js';
import * as account from '../../services/account.js';
import * as users from '../../services/users.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';
import { uploadProcedure } from '../upload-procedure.js';

export const usersRouter = router({
  profile: protectedProcedure.query(({ ctx }) => users.userProfile(ctx)),
  stats: protectedProcedure.query(({ ctx }) => users.userStats(ctx)),
  publicProfile: publicProcedure
    .input(publicProfileInput)
    .query(({ ctx, input }) => users.publicProfile(ctx, input.userId)),
  updateProfile: uploadProcedure
    .input(updateProfileForm)
    .mutation(({ ctx, input }) => users.updateProfile(ctx, input)),
  updateNotificationSettings: protectedProcedure
    .input(notificationSettingsInput)
    .mutation(({ ctx, input }) => users.updateNotificationSettings(ctx, input)),
  avatars: publicProcedure.query(() => users.avatarList()),
  setAvatar: protectedProcedure
    .input(setAvatarInput)
    .mutation(({ ctx, input }) => users.setAvatar(ctx, input)),
  achievements: protectedProcedure.query(({ ctx }) => users.userAchievementList(ctx)),
  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .mutation(({ ctx }) => account.deleteAccount(ctx)),
  exportData: protectedProcedure.query(({ ctx }) => account.exportData(ctx)),
});
