import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const healthErrors = {
  healthKindInvalid: 'Choose a kind of entry from the list.',
  healthVaccineRequired: 'Choose which vaccine.',
  healthDiagnosisRequired: 'Choose the diagnosis.',
  healthDetailNotAllowed: 'This kind of entry has no vaccine or diagnosis.',
  healthDueBeforeDay: 'The due date must be after the entry’s date.',
  healthDueTooFar: 'The due date can be at most 3 years after the entry.',
  healthEntryNotFound: 'Health entry not found.',
  healthEditForbidden: 'Only whoever made the entry or an admin can change it.',
  healthMembersOnly: 'Only the colony’s members see what is due for its cats.',
  healthPhotoNotFound: 'This entry has no photo.',
} satisfies Partial<NamespaceErrorsTranslation>;
