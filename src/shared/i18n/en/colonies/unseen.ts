import type { NamespaceColoniesTranslation } from '../../i18n-types.js';

/** "Missing cats" on the colony page: each cat's last sighting and the coordinators' setting. */
export const unseenTexts = {
  seenDays: 'Seen {days} {{day|days}} ago, by {name}',
  seenToday: 'Seen less than a day ago, by {name}',
  missing: 'Missing',
  rule: 'Missing: {days} {{day|days}} unseen. The coordinators are told.',
  title: 'Missing cats',
  days: 'Tell after how many days without a sighting',
  save: 'Save days',
  saved: 'Missing cats setting saved.',
} satisfies NamespaceColoniesTranslation['unseen'];
