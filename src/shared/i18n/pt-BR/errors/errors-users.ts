export const usersErrors = {
  userNotFound: 'Usuário não encontrado',
  avatarUnknown: 'Avatar desconhecido. Escolha um dos avatares da lista.',
  notificationRadiusInvalid: 'O raio de alertas deve ser de 1 a 10 km, em passos de 1 km.',
  whatsappInvalid:
    'Digite o número do WhatsApp com + e o código do país, por exemplo +55 11 98765-4321.',
  deleteConfirmRequired: 'Confirme que deseja excluir sua conta.',
  currentPasswordRequired: 'Senha atual é obrigatória',
  newPasswordRequired: 'Nova senha é obrigatória',
  currentPasswordWrong: 'Senha atual incorreta',
  noPasswordAccount: 'Esta conta entra com o Google e não tem senha',
};
