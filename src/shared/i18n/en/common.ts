import type { Translation } from '../i18n-types.js';

export const common = {
  appName: 'Gateiros',
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  close: 'Close',
  underConstruction: 'Under construction',
  underConstructionText: 'This screen is still being built.',
  skipToContent: 'Skip to content',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
  goHome: 'Go home',
  goMap: 'Open the map',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    map: 'Map',
    addCat: 'Add',
    ranking: 'Ranking',
    profile: 'Profile',
    login: 'Login',
  },
  infra: {
    healthFailed: 'Error connecting to server. Please try again later.',
    thirdServerError: 'The server is having problems. We will try to work offline when possible.',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
} satisfies Translation['common'];
