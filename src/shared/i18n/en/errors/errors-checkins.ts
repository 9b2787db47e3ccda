import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const checkinsErrors = {
  checkinLocationRequired: 'Location not available. Allow access to your location.',
  checkinActionsRequired: 'Select at least one action you performed',
  checkinHealthRequired: "Select the cat's health status",
  checkinTooManyPhotos: 'At most 5 photos allowed',
  healthReportNotFound: 'Report not found.',
  healthReportSettled: 'This report was already confirmed or closed.',
  checkinCatNotFound: 'Cat not found',
} satisfies Partial<NamespaceErrorsTranslation>;
