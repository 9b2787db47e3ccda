import type { NamespaceListsTranslation } from '../../i18n-types.js';

const en_lists = {
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {total}',
  pagination: 'Pagination',
  loadError: 'Could not load the list. Please try again later.',
  favoritesIntro: 'The cats you keep a close eye on.',
  favoritesCount: '{count} {{favourite cat|favourite cats}}',
  favoritesEmpty: 'You have no favourite cats yet.',
  favoritesEmptyHint: 'Open a cat’s profile and tap the heart to follow it here.',
  checkinsCount: '{count} {{check-in|check-ins}}',
  checkinsEmpty: 'You have not checked in yet.',
  checkinsEmptyHint: 'Find a cat on the map and record the care you gave it.',
  catCheckinsTitle: 'Check-ins of {name}',
  catCheckinsEmpty: 'No check-ins for this cat yet.',
  backToCat: 'Back to {name}',
  checkinCat: 'Check in',
  unnamedCat: 'Unnamed cat',
  catNotFound: 'Cat not found',
  goMap: 'See the map',
} satisfies NamespaceListsTranslation;

export default en_lists;
