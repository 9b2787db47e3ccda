export const accountsErrors = {
  inviteCodeRequired: 'Informe o código de convite: este grupo aceita novas contas só por convite.',
  inviteCodeInvalid: 'Código de convite inválido. Confira o código que você recebeu.',
  inviteCodeExpired: 'Este código de convite expirou. Peça um novo a quem convidou você.',
  inviteCodeUsedUp: 'Este código de convite já foi usado. Peça um novo a quem convidou você.',
  inviteNotFound: 'Código de convite não encontrado.',
  accountPending:
    'Sua conta está aguardando aprovação de um administrador. Você poderá participar assim que ela for aprovada.',
  accountDeclined: 'O cadastro desta conta não foi aprovado pelos administradores do grupo.',
  accountNotPending: 'Esta conta não está aguardando aprovação.',
};
