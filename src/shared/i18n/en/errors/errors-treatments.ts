import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const treatmentsErrors = {
  treatmentCarersOnly: 'Only those who care for the cat (or its colony) see and record treatments.',
  treatmentNotFound: 'Treatment not found.',
  treatmentEnded: 'This treatment has already ended.',
  treatmentMedicineRequired: 'Enter the medicine.',
  treatmentDoseRequired: 'Enter the dose (for example, 1 capsule of 100 mg).',
  treatmentEveryInvalid: 'Choose every how many hours (4, 6, 8, 12 or once a day).',
  treatmentTimeRequired: 'Enter the time of the first dose.',
  treatmentStartInvalid: 'The treatment starts today or within 30 days.',
  treatmentTooMany: 'This cat already has 5 treatments running.',
  treatmentDayInvalid: 'This treatment has no doses to take on that day.',
  treatmentDayTaken: 'Someone else has already taken that day’s doses.',
  treatmentDoseInvalid: 'This treatment has no dose at that time.',
  treatmentDoseNotYet: 'This dose has not started yet.',
  treatmentDoseClosed: 'This dose’s time is over: it was recorded as missed.',
} satisfies Partial<NamespaceErrorsTranslation>;
