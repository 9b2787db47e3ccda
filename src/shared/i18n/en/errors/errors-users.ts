import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const usersErrors = {
  userNotFound: 'User not found',
  avatarUnknown: 'Unknown avatar. Choose one of the avatars in the list.',
  notificationRadiusInvalid: 'The alert radius must be 1 to 10 km, in steps of 1 km.',
  whatsappInvalid:
    'Enter the WhatsApp number with + and the country code, for example +55 11 98765-4321.',
  deleteConfirmRequired: 'Confirm that you want to delete your account.',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  currentPasswordWrong: 'Current password is incorrect',
  noPasswordAccount: 'This account signs in with Google and has no password',
} satisfies Partial<NamespaceErrorsTranslation>;
