import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const accountsErrors = {
  inviteCodeRequired: 'Enter the invite code: this group takes new accounts by invitation only.',
  inviteCodeInvalid: 'Invalid invite code. Check the code you received.',
  inviteCodeExpired: 'This invite code has expired. Ask whoever invited you for a new one.',
  inviteCodeUsedUp:
    'This invite code has already been used. Ask whoever invited you for a new one.',
  inviteNotFound: 'Invite code not found.',
  accountPending:
    'Your account is awaiting approval by an admin. You can take part as soon as it is approved.',
  accountDeclined: 'The group’s admins did not approve this account.',
  accountNotPending: 'This account is not awaiting approval.',
} satisfies Partial<NamespaceErrorsTranslation>;
