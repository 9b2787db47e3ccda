import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const catsErrors = {
  catNameRequired: 'El nombre es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  colorRequired: 'El color es obligatorio',
  mainPhotoRequired: 'La foto principal es obligatoria',
  fillRequiredFields: 'Por favor, completa todos los campos obligatorios',
  locationRequired: 'Ubicación no disponible',
  catNotFound: 'Gato no encontrado',
  catEditForbidden:
    'Solo quien registró el gato o un administrador puede modificarlo o eliminarlo.',
  coordinatesIncomplete: 'Indica la latitud y la longitud juntas.',
} satisfies Partial<NamespaceErrorsTranslation>;
