/** Password reset by e-mail and address verification (servers with SMTP). */
export const email = {
  forgotIntro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  send: 'Enviar link',
  sending: 'Enviando…',
  sent: 'Se houver uma conta com {email:string}, o link chega em alguns minutos (confira também o spam). Ele vale por 1 hora.',
  resetTitle: 'Criar nova senha',
  resetIntro: 'Escolha a nova senha da sua conta. Ao salvar, você sai de todos os aparelhos.',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar nova senha',
  save: 'Salvar nova senha',
  saving: 'Salvando…',
  resetDone: 'Senha alterada! Entre com a nova senha.',
  linkMissing:
    'Este link está incompleto. Abra o link inteiro que chegou por e-mail ou peça um novo.',
  askAgain: 'Pedir um novo link',
  verifyTitle: 'Confirmar e-mail',
  verifying: 'Confirmando seu e-mail…',
  verified: 'E-mail confirmado!',
  released: '{points:number} pontos pendentes agora contam no ranking.',
  goHome: 'Ir para o início',
  pendingBanner:
    'Confirme seu e-mail pelo link que enviamos para que seus pontos contem no ranking.',
  pendingPoints: '{points:number} pontos pendentes',
  resend: 'Reenviar link',
  resent: 'Enviamos um novo link para {email:string}.',
};
