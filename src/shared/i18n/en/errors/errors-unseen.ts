import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

/** "Gatos sumidos": the colony page's sightings and its setting. */
export const unseenErrors = {
  todayMembersOnly: 'Only members of the colony see what there is to do in it today.',
  unseenMembersOnly: 'Only members of the colony see when each cat was last seen.',
  unseenDaysRequired: 'Say after how many days without a sighting a cat counts as missing.',
  unseenDaysWhole: 'Use a whole number of days.',
} satisfies Partial<NamespaceErrorsTranslation>;
