import type { Translation } from '../i18n-types.js';

export const checkinsErrors = {
  checkinLocationRequired: 'Location not available. Allow access to your location.',
  checkinActionsRequired: 'Select at least one action you performed',
  checkinHealthRequired: "Select the cat's health status",
  checkinTooManyPhotos: 'At most 5 photos allowed',
  checkinCatNotFound: 'Cat not found',
  checkinPhotoNotImage: 'One of the photos is not a valid image (use JPEG, PNG or WebP).',
  checkinPhotoTooLarge: 'Each photo can be at most 10 MB.',
  checkinPhotoTooManyPixels: 'One of the photos has too high a resolution.',
} satisfies Partial<Translation['errors']>;
