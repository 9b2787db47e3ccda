/** Per-account write limits and the login limits (docs/accounts-and-limits.md). */
export const limitsErrors = {
  tooManyWrites:
    'Você fez muitos registros deste tipo em pouco tempo. Tente de novo {when:string}.',
  loginLocked:
    'Muitas tentativas de senha erradas nesta conta. Tente de novo {when:string}, ou entre por um aparelho em que você já entrou.',
  loginLockedMail:
    'Muitas tentativas de senha erradas nesta conta. Tente de novo {when:string}, entre por um aparelho em que você já entrou, ou abra o link que enviamos ao e-mail da conta.',
  tooManyAttemptsWhen: 'Muitas tentativas. Tente de novo {when:string}.',
  /** A long wait's end: "amanhã às 14:00" (the day and the time come from Intl). */
  retryDayTime: '{day:string} às {time:string}',
  unlockLinkInvalid:
    'Este link para liberar o aparelho não vale mais (expirou ou já foi usado). Tente entrar de novo mais tarde.',
};
