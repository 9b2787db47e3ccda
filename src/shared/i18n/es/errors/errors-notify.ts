import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const notifyErrors = {
  helpNotNeeded: 'Este gato no está en Emergencia ni Necesita atención ahora.',
  helpAlready: 'Ya avisaste que vas a ayudar a este gato.',
  helpBriefClaimersOnly:
    'La nota y el contacto de quien avisó aparecen solo cuando quien cuida a este gato acepta tu ayuda.',
  helpAcceptCarersOnly: 'Solo quien cuida a este gato o quien avisó puede aceptar ayuda.',
  helpOfferNotFound: 'Esa oferta de ayuda ya no está abierta.',
  helpAcceptSelf: 'Tu propia ayuda no necesita ser aceptada.',
  helpSpotTooLong: 'Describe adónde ir en hasta 200 caracteres.',
  helpNotFound: 'No vas en camino hacia este gato.',
  pushServiceRefused:
    'Este servidor no envía alertas a ese servicio de push. Usa Chrome, Firefox, Edge o Safari.',
  pushSubscriptionInvalid: 'La suscripción de alertas de este dispositivo no es válida.',
  regionInvalid: 'Elige un punto válido en el mapa.',
} satisfies Partial<NamespaceErrorsTranslation>;
