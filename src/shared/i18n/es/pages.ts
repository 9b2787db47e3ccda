import type { Translation } from '../i18n-types.js';

export const pages = {
  home: 'Inicio',
  map: 'Mapa',
  cat: 'Perfil del gato',
  catCheckins: 'Check-ins del gato',
  checkins: 'Mis check-ins',
  achievements: 'Logros',
  favorites: 'Favoritos',
  forgotPassword: 'Recuperar contraseña',
  profile: 'Mi perfil',
  userProfile: 'Perfil',
  privacyPolicy: 'Política de privacidad',
  termsOfService: 'Términos de uso',
  notifications: 'Notificaciones',
  addCat: 'Añadir gato',
  checkin: 'Hacer check-in',
  ranking: 'Ranking',
  settings: 'Configuración',
} satisfies Translation['pages'];
