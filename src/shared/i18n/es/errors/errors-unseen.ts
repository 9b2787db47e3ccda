import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

/** "Gatos sumidos": the colony page's sightings and its setting. */
export const unseenErrors = {
  todayMembersOnly: 'Solo quienes forman parte de la colonia ven lo que hay que hacer hoy en ella.',
  unseenMembersOnly: 'Solo quienes forman parte de la colonia ven cuándo se vio a cada gato.',
  unseenDaysRequired: 'Indica tras cuántos días sin ser visto un gato se da por desaparecido.',
  unseenDaysWhole: 'Usa un número entero de días.',
} satisfies Partial<NamespaceErrorsTranslation>;
