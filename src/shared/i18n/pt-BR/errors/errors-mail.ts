export const mailErrors = {
  mailNotConfigured:
    'Este servidor não envia e-mails. Peça ajuda ao administrador do seu grupo para trocar a senha.',
  resetLinkInvalid:
    'Este link para criar uma nova senha não vale mais (expirou ou já foi usado). Peça um novo.',
  verifyLinkInvalid: 'Este link de confirmação não vale mais. Peça um novo em Configurações.',
  linkInvalid: 'Link inválido. Abra o link completo que chegou por e-mail.',
  emailNotVerified:
    'Esta pessoa ainda não confirmou o e-mail (o link enviado no cadastro). Aprove depois que ela confirmar.',
};
