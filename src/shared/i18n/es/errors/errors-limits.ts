import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const limitsErrors = {
  tooManyWrites:
    'Hiciste demasiados registros de este tipo en poco tiempo. Inténtalo de nuevo en {minutes} minuto(s).',
  loginLocked:
    'Demasiadas contraseñas erróneas para esta cuenta. Inténtalo de nuevo en {minutes} minuto(s), o entra desde un dispositivo en el que ya entraste.',
  loginLockedMail:
    'Demasiadas contraseñas erróneas para esta cuenta. Inténtalo de nuevo en {minutes} minuto(s), entra desde un dispositivo en el que ya entraste, o abre el enlace que enviamos al correo de la cuenta.',
  unlockLinkInvalid:
    'Este enlace para desbloquear el dispositivo ya no vale (caducó o ya se usó). Intenta entrar de nuevo más tarde.',
} satisfies Partial<NamespaceErrorsTranslation>;
