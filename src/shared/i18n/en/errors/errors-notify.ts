import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const notifyErrors = {
  helpNotNeeded: 'This cat is not in Emergency or Needs attention right now.',
  helpAlready: 'You already said you will help this cat.',
  helpBriefClaimersOnly:
    'The reporter’s contact shows only to people who said they are on the way to this cat.',
  helpNotFound: 'You are not on the way to this cat.',
  pushServiceRefused:
    'This server does not send alerts to that push service. Use Chrome, Firefox, Edge or Safari.',
  pushSubscriptionInvalid: 'This device’s alert subscription is not valid.',
  regionInvalid: 'Choose a valid point on the map.',
} satisfies Partial<NamespaceErrorsTranslation>;
