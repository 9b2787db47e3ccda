import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const limitsErrors = {
  tooManyWrites: 'You made too many of these in a short time. Try again {when}.',
  loginLocked:
    'Too many wrong passwords for this account. Try again {when}, or sign in on a device you signed in on before.',
  loginLockedMail:
    'Too many wrong passwords for this account. Try again {when}, sign in on a device you signed in on before, or open the link we sent to the account’s e-mail.',
  tooManyAttemptsWhen: 'Too many attempts. Try again {when}.',
  retryDayTime: '{day} at {time}',
  unlockLinkInvalid:
    'This link to unlock the device no longer works (it expired or was used). Try signing in again later.',
} satisfies Partial<NamespaceErrorsTranslation>;
