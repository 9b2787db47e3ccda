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

const en_errors = {
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
  loginEmailRequired: 'E-mail is required',
  loginEmailInvalid: 'Invalid e-mail',
  loginPasswordRequired: 'Password is required',
  nameRequired: 'Name is required',
  registerEmailRequired: 'Email is required',
  registerEmailInvalid: 'Invalid email',
  registerPasswordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDontMatch: 'Passwords do not match',
  invalidCredentials: 'Incorrect e-mail or password',
  emailTaken: 'This e-mail is already registered',
  setupLinkInvalid: 'This setup link no longer works. Use the newest link in the server log.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
  unauthorized: 'Unauthorized. Please log in again.',
  signedOutElsewhere:
    'You were signed out of this device from elsewhere. Sign in again to continue.',
  forbidden: 'You are not allowed to do that.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleInvalidToken: 'Could not validate the Google sign-in.',
  notFound: 'Resource not found.',
  invalidValue: 'Invalid value',
  invalidType: 'Invalid value type',
  unknownField: 'Unknown field: {field}',
  tooLong: 'Text too long (at most {max} characters)',
  tooManyItems: 'List too long (at most {max} items)',
  tooFewItems: 'List too short (at least {min} items)',
  tooBig: 'Value too high (at most {max})',
  tooSmall: 'Value too low (at least {min})',
  fieldRequired: 'This field is required',
  invalidJson: 'The request body is not valid JSON.',
  photoNotImage: 'Invalid photo: send a JPEG, PNG or WebP image.',
  photoTooLarge: 'Each photo can be at most 10 MB.',
  photoTooManyPixels: "The photo's resolution is too high.",
  uploadsBusy: 'Many photos are being sent right now. Try again in a few seconds.',
  photoTooSmall: 'The photo is too small: it needs at least 320 px on its short side.',
  bodyTooLarge: 'The request is too large.',
  batchRefused: 'This server does not take batched calls: send one call per request.',
  lengthRequired: 'The upload must state its size (Content-Length header).',
  unsupportedMediaType: 'Unsupported content type.',
  validationFailed: 'Some fields are invalid.',
  internal: 'Server error. Please try again later.',
} satisfies NamespaceErrorsTranslation;

export default en_errors;
