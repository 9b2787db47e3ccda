import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const reportsErrors = {
  reportDateInvalid: 'Fecha no válida: usa el formato AAAA-MM-DD.',
  reportPeriodReversed: 'El fin del período no puede ser anterior a su inicio.',
  reportPeriodTooLong: 'El período puede tener como máximo 366 días.',
  reportColonyForbidden:
    'Solo quien coordina esta colonia o la administración puede ver su informe de impacto.',
  reportCommunityForbidden:
    'Solo la administración puede ver el informe de impacto de la comunidad.',
} satisfies Partial<NamespaceErrorsTranslation>;
