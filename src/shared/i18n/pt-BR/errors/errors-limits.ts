/** Per-account write limits and the login limits (docs/accounts-and-limits.md). */
export const limitsErrors = {
  tooManyWrites:
    'Você fez muitos registros deste tipo em pouco tempo. Tente de novo em {minutes:number} minuto(s).',
  loginLocked:
    'Muitas tentativas de senha erradas nesta conta. Tente de novo em {minutes:number} minuto(s), ou entre por um aparelho em que você já entrou.',
  loginLockedMail:
    'Muitas tentativas de senha erradas nesta conta. Tente de novo em {minutes:number} minuto(s), entre por um aparelho em que você já entrou, ou abra o link que enviamos ao e-mail da conta.',
  unlockLinkInvalid:
    'Este link para liberar o aparelho não vale mais (expirou ou já foi usado). Tente entrar de novo mais tarde.',
};
