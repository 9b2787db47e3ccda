import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const notifyErrors = {
  helpNotNeeded: 'Este gato no está en Emergencia ni Necesita atención ahora.',
  helpAlready: 'Ya avisaste que vas a ayudar a este gato.',
  helpBriefClaimersOnly:
    'El contacto de quien avisó se muestra solo a quien dijo que va a ayudar a este gato.',
  helpNotFound: 'No vas en camino hacia este gato.',
  pushServiceRefused:
    'Este servidor no envía alertas a ese servicio de push. Usa Chrome, Firefox, Edge o Safari.',
  pushSubscriptionInvalid: 'La suscripción de alertas de este dispositivo no es válida.',
  regionInvalid: 'Elige un punto válido en el mapa.',
} satisfies Partial<NamespaceErrorsTranslation>;
