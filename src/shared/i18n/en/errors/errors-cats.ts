import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const catsErrors = {
  catNameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  colorRequired: 'Color is required',
  mainPhotoRequired: 'Main photo is required',
  fillRequiredFields: 'Please fill in all required fields',
  locationRequired: 'Location not available',
  catNotFound: 'Cat not found',
  catEditForbidden: 'Only whoever registered the cat or an administrator can change or remove it.',
  coordinatesIncomplete: 'Send latitude and longitude together.',
} satisfies Partial<NamespaceErrorsTranslation>;
