import type { Translation } from '../i18n-types.js';

export const usersErrors = {
  userNotFound: 'Usuario no encontrado',
  profilePictureNotImage: 'La foto de perfil no es una imagen válida (usa JPEG, PNG o WebP).',
  profilePictureTooLarge: 'La foto de perfil puede tener como máximo 10 MB.',
  profilePictureTooManyPixels: 'La foto de perfil tiene una resolución demasiado alta.',
  avatarUnknown: 'Avatar desconocido. Elige uno de los avatares de la lista.',
  notificationRadiusInvalid: 'El radio de alertas debe ser de 1 a 10 km, en pasos de 1 km.',
  deleteConfirmRequired: 'Confirma que deseas eliminar tu cuenta.',
} satisfies Partial<Translation['errors']>;
