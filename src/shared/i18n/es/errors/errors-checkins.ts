import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const checkinsErrors = {
  checkinLocationRequired: 'Ubicación no disponible. Permite el acceso a tu ubicación.',
  checkinActionsRequired: 'Selecciona al menos una acción realizada',
  checkinHealthRequired: 'Selecciona el estado de salud del gato',
  checkinTooManyPhotos: 'Máximo de 5 fotos permitidas',
  healthReportNotFound: 'Informe no encontrado.',
  healthReportSettled: 'Este informe ya fue confirmado o cerrado.',
  checkinCatNotFound: 'Gato no encontrado',
} satisfies Partial<NamespaceErrorsTranslation>;
