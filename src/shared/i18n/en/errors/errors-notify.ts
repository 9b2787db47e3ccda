import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const notifyErrors = {
  helpNotNeeded: 'This cat is not in Emergency or Needs attention right now.',
  helpAlready: 'You already said you will help this cat.',
  helpBriefClaimersOnly:
    'The reporter’s note and contact show only once someone who cares for this cat accepts your help.',
  helpAcceptCarersOnly: 'Only the people who care for this cat or who reported it can accept help.',
  helpOfferNotFound: 'That offer of help is no longer open.',
  helpAcceptSelf: 'Your own help needs no acceptance.',
  helpSpotTooLong: 'Describe where to go in at most 200 characters.',
  helpNotFound: 'You are not on the way to this cat.',
  pushServiceRefused:
    'This server does not send alerts to that push service. Use Chrome, Firefox, Edge or Safari.',
  pushSubscriptionInvalid: 'This device’s alert subscription is not valid.',
  regionInvalid: 'Choose a valid point on the map.',
} satisfies Partial<NamespaceErrorsTranslation>;
