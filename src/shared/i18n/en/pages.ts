import type { Translation } from '../i18n-types.js';

export const pages = {
  home: 'Home',
  map: 'Map',
  cat: 'Cat profile',
  catCheckins: "Cat's check-ins",
  checkins: 'My check-ins',
  achievements: 'Achievements',
  favorites: 'Favourites',
  forgotPassword: 'Recover password',
  profile: 'My profile',
  userProfile: 'Profile',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
  notifications: 'Notifications',
  addCat: 'Add a cat',
  checkin: 'Check in',
  ranking: 'Ranking',
  settings: 'Settings',
} satisfies Translation['pages'];
