import type { NamespaceColoniesTranslation } from '../../i18n-types.js';

/** "Gatos desaparecidos" on the colony page: each cat's last sighting and the coordinators' setting. */
export const unseenTexts = {
  seenDays: 'Visto hace {days} {{día|días}}, por {name}',
  seenToday: 'Visto hace menos de 1 día, por {name}',
  missing: 'Desaparecido',
  rule: 'Desaparecido: {days} {{día|días}} sin ser visto. La coordinación recibe un aviso.',
  title: 'Gatos desaparecidos',
  days: 'Avisar tras cuántos días sin ser visto',
  save: 'Guardar plazo',
  saved: 'Plazo de gatos desaparecidos guardado.',
} satisfies NamespaceColoniesTranslation['unseen'];
