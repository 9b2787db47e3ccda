import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const usersErrors = {
  userNotFound: 'Usuario no encontrado',
  avatarUnknown: 'Avatar desconocido. Elige uno de los avatares de la lista.',
  notificationRadiusInvalid: 'El radio de alertas debe ser de 1 a 10 km, en pasos de 1 km.',
  whatsappInvalid:
    'Escribe el número de WhatsApp con + y el código del país, por ejemplo +54 9 11 2345-6789.',
  deleteConfirmRequired: 'Confirma que deseas eliminar tu cuenta.',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  newPasswordRequired: 'La nueva contraseña es obligatoria',
  currentPasswordWrong: 'La contraseña actual es incorrecta',
  noPasswordAccount: 'Esta cuenta entra con Google y no tiene contraseña',
} satisfies Partial<NamespaceErrorsTranslation>;
