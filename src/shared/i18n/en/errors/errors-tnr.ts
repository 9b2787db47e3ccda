import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const tnrErrors = {
  tnrStepInvalid: 'Choose a step from the list.',
  tnrDateRequired: 'Enter the date.',
  tnrDateInvalid: 'Invalid date: use the format YYYY-MM-DD.',
  tnrDateFuture: 'The date cannot be in the future.',
  tnrDateBeforeCat: 'The date cannot be before the cat was registered.',
  tnrDetailNotAllowed: 'This step has no detail: leave the field empty.',
  tnrClinicRequired: 'Enter the clinic’s name.',
  tnrVaccineRequired: 'Enter which vaccine.',
  tnrResultInvalid: 'Choose the FIV/FeLV test result.',
  tnrChipInvalid: 'Invalid microchip number: 9 to 15 letters or digits.',
  tnrStepNotFound: 'Step not found.',
  tnrDeleteForbidden: 'Only whoever recorded the step or an admin can delete it.',
} satisfies Partial<NamespaceErrorsTranslation>;
