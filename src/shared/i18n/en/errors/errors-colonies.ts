import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const coloniesErrors = {
  colonyNameRequired: 'Give the colony a name',
  colonyNotFound: 'Colony not found.',
  colonyCoordinatorOnly: 'Only the coordinators of this colony can do this.',
  colonyAlreadyMember: 'You are already in this colony.',
  colonyRequestPending: 'You already asked to join: the request is awaiting the coordinators.',
  colonyRequestNotFound: 'This person has no pending request for this colony.',
  colonyNotMember: 'This person is not in this colony.',
  colonyLastCoordinator: 'The colony needs another coordinator first.',
  colonyRemoveSelf: 'To leave the colony, use “Leave colony”.',
  colonyRejoinWait:
    'The coordinators removed you from this colony recently. You can ask to join again in {days} day(s).',
  colonyCatCarerOnly: 'Only someone who already cares for this cat can put it in a colony.',
  colonyCatElsewhere: 'This cat is already in another colony.',
  colonyCatNotFound: 'This cat is not in this colony.',
  colonyCreateLimit: 'You created 3 colonies in the last 24 hours. Try again tomorrow.',
  feedingMembersOnly: 'Only members of this colony record its feeding.',
  feedingCatsRequired: 'Tick at least one cat you fed.',
  otherCatsInvalid: 'Other cats seen: a whole number from 0 to 100.',
  otherCatsRequired: 'Say how many other (unregistered) cats you saw; 0 if none.',
  censusForbidden: 'Only members of this colony and carers of its cats see the census.',
} satisfies Partial<NamespaceErrorsTranslation>;
