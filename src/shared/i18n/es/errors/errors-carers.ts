import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const carersErrors = {
  carerAlready: 'Ya cuidas de este gato.',
  carerRequestPending: 'Ya pediste cuidar de este gato: la solicitud está esperando aprobación.',
  carerRequestWait:
    'Tu solicitud anterior fue rechazada o revocada hace poco. Podrás pedir de nuevo en {days} día(s).',
  carerOnly: 'Solo quien cuida de este gato puede hacer esto.',
  carerRequestNotFound: 'Esta persona no tiene una solicitud pendiente para este gato.',
  carerNotFound: 'Esta persona no es cuidadora aprobada de este gato.',
  carerRegistrarKept: 'Quien registró el gato siempre sigue como cuidador(a).',
} satisfies Partial<NamespaceErrorsTranslation>;
