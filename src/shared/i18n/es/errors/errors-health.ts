import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const healthErrors = {
  healthKindInvalid: 'Elige un tipo de registro de la lista.',
  healthVaccineRequired: 'Elige qué vacuna.',
  healthDiagnosisRequired: 'Elige el diagnóstico.',
  healthDetailNotAllowed: 'Este tipo de registro no tiene vacuna ni diagnóstico.',
  healthDueBeforeDay: 'El vencimiento debe ser después de la fecha del registro.',
  healthDueTooFar: 'El vencimiento puede ser como máximo 3 años después del registro.',
  healthEntryNotFound: 'Registro de salud no encontrado.',
  healthEditForbidden: 'Solo quien hizo el registro o un(a) administrador(a) puede cambiarlo.',
  healthMembersOnly:
    'Solo quien forma parte de la colonia ve lo que vence en la salud de los gatos.',
  healthPhotoNotFound: 'Este registro no tiene foto.',
} satisfies Partial<NamespaceErrorsTranslation>;
