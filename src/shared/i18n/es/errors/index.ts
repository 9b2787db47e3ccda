import type { NamespaceErrorsTranslation } from '../../i18n-types.js';
import { carersErrors } from './errors-carers.js';
import { coloniesErrors } from './errors-colonies.js';
import { rotaErrors } from './errors-rota.js';
import { unseenErrors } from './errors-unseen.js';
import { tnrErrors } from './errors-tnr.js';
import { treatmentsErrors } from './errors-treatments.js';
import { healthErrors } from './errors-health.js';
import { reportsErrors } from './errors-reports.js';
import { catsErrors } from './errors-cats.js';
import { checkinsErrors } from './errors-checkins.js';
import { offlineErrors } from './errors-offline.js';
import { usersErrors } from './errors-users.js';
import { mailErrors } from './errors-mail.js';
import { notifyErrors } from './errors-notify.js';
import { moderationErrors } from './errors-moderation.js';
import { accountsErrors } from './errors-accounts.js';
import { limitsErrors } from './errors-limits.js';

const es_errors = {
  ...carersErrors,
  ...coloniesErrors,
  ...rotaErrors,
  ...unseenErrors,
  ...tnrErrors,
  ...treatmentsErrors,
  ...healthErrors,
  ...reportsErrors,
  ...catsErrors,
  ...checkinsErrors,
  ...offlineErrors,
  ...usersErrors,
  ...accountsErrors,
  ...limitsErrors,
  ...mailErrors,
  ...notifyErrors,
  ...moderationErrors,
  loginEmailRequired: 'El correo es obligatorio',
  loginEmailInvalid: 'Correo inválido',
  loginPasswordRequired: 'La contraseña es obligatoria',
  nameRequired: 'El nombre es obligatorio',
  registerEmailRequired: 'El correo es obligatorio',
  registerEmailInvalid: 'Correo inválido',
  registerPasswordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  invalidCredentials: 'Correo o contraseña incorrectos',
  emailTaken: 'Este correo ya está registrado',
  setupLinkInvalid:
    'Este enlace de configuración ya no vale. Usa el enlace más nuevo del log del servidor.',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  unauthorized: 'No autorizado. Inicia sesión de nuevo.',
  signedOutElsewhere:
    'Cerraste la sesión de este dispositivo desde otro lugar. Entra de nuevo para continuar.',
  forbidden: 'No tienes permiso para hacer esto.',
  googleNotConfigured: 'El inicio de sesión con Google no está configurado en este servidor.',
  googleInvalidToken: 'No se pudo validar el inicio de sesión con Google.',
  notFound: 'Recurso no encontrado.',
  invalidValue: 'Valor inválido',
  invalidType: 'Tipo de valor inválido',
  unknownField: 'Campo desconocido: {field}',
  tooLong: 'Texto demasiado largo (máximo {max} caracteres)',
  tooManyItems: 'Lista demasiado larga (máximo {max} elementos)',
  tooFewItems: 'Lista demasiado corta (mínimo {min} elementos)',
  tooBig: 'Valor demasiado alto (máximo {max})',
  tooSmall: 'Valor demasiado bajo (mínimo {min})',
  fieldRequired: 'Este campo es obligatorio',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  photoNotImage: 'Foto no válida: envía una imagen JPEG, PNG o WebP.',
  photoTooLarge: 'Cada foto puede tener como máximo 10 MB.',
  photoTooManyPixels: 'La foto tiene una resolución demasiado alta.',
  uploadsBusy: 'Se están enviando muchas fotos ahora mismo. Inténtalo de nuevo en unos segundos.',
  photoTooSmall: 'La foto es demasiado pequeña: necesita al menos 320 px en su lado menor.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  batchRefused: 'Este servidor no acepta llamadas en lote: envía una llamada por solicitud.',
  lengthRequired: 'El envío debe indicar su tamaño (cabecera Content-Length).',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  validationFailed: 'Algunos campos no son válidos.',
  internal: 'Error del servidor. Inténtalo más tarde.',
} satisfies NamespaceErrorsTranslation;

export default es_errors;
