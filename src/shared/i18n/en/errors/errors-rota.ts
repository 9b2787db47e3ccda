import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const rotaErrors = {
  rotaMembersOnly: 'Only members of the colony see and take shifts.',
  rotaShiftNotFound: 'Shift not found.',
  rotaShiftFull: 'This shift already has 3 carers.',
  rotaWindowInvalid: 'The shift must end after it starts.',
  rotaTooManyShifts: 'This colony already has too many shifts.',
  rotaWeekInvalid: 'Choose a week that has already started (a Monday).',
} satisfies Partial<NamespaceErrorsTranslation>;
