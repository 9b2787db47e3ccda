import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const limitsErrors = {
  tooManyWrites:
    'Hiciste demasiados registros de este tipo en poco tiempo. Inténtalo de nuevo {when}.',
  loginLocked:
    'Demasiadas contraseñas erróneas para esta cuenta. Inténtalo de nuevo {when}, o entra desde un dispositivo en el que ya entraste.',
  loginLockedMail:
    'Demasiadas contraseñas erróneas para esta cuenta. Inténtalo de nuevo {when}, entra desde un dispositivo en el que ya entraste, o abre el enlace que enviamos al correo de la cuenta.',
  tooManyAttemptsWhen: 'Demasiados intentos. Inténtalo de nuevo {when}.',
  retryDayTime: '{day} a las {time}',
  unlockLinkInvalid:
    'Este enlace para desbloquear el dispositivo ya no vale (caducó o ya se usó). Intenta entrar de nuevo más tarde.',
} satisfies Partial<NamespaceErrorsTranslation>;
