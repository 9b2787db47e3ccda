import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const tnrErrors = {
  tnrStepInvalid: 'Elige una etapa de la lista.',
  tnrDateRequired: 'Indica la fecha.',
  tnrDateInvalid: 'Fecha no válida: usa el formato AAAA-MM-DD.',
  tnrDateFuture: 'La fecha no puede estar en el futuro.',
  tnrDateBeforeCat: 'La fecha no puede ser anterior al registro del gato.',
  tnrDetailNotAllowed: 'Esta etapa no tiene detalle: deja el campo vacío.',
  tnrClinicRequired: 'Indica el nombre de la clínica.',
  tnrVaccineRequired: 'Indica qué vacuna.',
  tnrResultInvalid: 'Elige el resultado de la prueba FIV/FeLV.',
  tnrChipInvalid: 'Número de microchip no válido: de 9 a 15 letras o dígitos.',
  tnrStepNotFound: 'Etapa no encontrada.',
  tnrDeleteForbidden: 'Solo quien registró la etapa o un(a) administrador(a) puede eliminarla.',
} satisfies Partial<NamespaceErrorsTranslation>;
