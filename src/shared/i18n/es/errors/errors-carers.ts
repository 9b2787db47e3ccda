import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const carersErrors = {
  carerAlready: 'Ya cuidas de este gato.',
  carerRequestPending: 'Ya pediste cuidar de este gato: la solicitud está esperando aprobación.',
  carerRequestWait:
    'Tu solicitud anterior fue rechazada o revocada hace poco. Podrás pedir de nuevo en {days} día(s).',
  carerOwnRequest: 'Nadie decide su propia solicitud: otra persona que cuida del gato responderá.',
  carerDecideOnly:
    'Quien cuida del gato solo por ser miembro de la colonia no decide solicitudes: deciden quien registró el gato, quienes fueron aprobados para él, la coordinación de la colonia o la administración.',
  carerOnly: 'Solo quien cuida de este gato puede hacer esto.',
  carerRequestNotFound: 'Esta persona no tiene una solicitud pendiente para este gato.',
  carerNotFound: 'Esta persona no es cuidadora aprobada de este gato.',
  carerRegistrarKept: 'Quien registró el gato siempre sigue como cuidador(a).',
} satisfies Partial<NamespaceErrorsTranslation>;
