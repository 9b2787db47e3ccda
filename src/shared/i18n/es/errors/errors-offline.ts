import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const offlineErrors = {
  clientIdInvalid: 'Identificador del registro no válido (clientId debe ser un UUID)',
  capturedAtInvalid:
    'Fecha del registro no válida (capturedAt debe ser una fecha ISO 8601 con zona horaria)',
  clientIdConflict:
    'Este registro ya se envió con otro contenido. Descártalo o crea un registro nuevo.',
} satisfies Partial<NamespaceErrorsTranslation>;
