export const usersErrors = {
  userNotFound: 'Usuário não encontrado',
  profilePictureNotImage: 'A foto de perfil não é uma imagem válida (use JPEG, PNG ou WebP).',
  profilePictureTooLarge: 'A foto de perfil pode ter no máximo 10 MB.',
  profilePictureTooManyPixels: 'A foto de perfil tem resolução grande demais.',
  avatarUnknown: 'Avatar desconhecido. Escolha um dos avatares da lista.',
  notificationRadiusInvalid: 'O raio de alertas deve ser de 1 a 10 km, em passos de 1 km.',
  deleteConfirmRequired: 'Confirme que deseja excluir sua conta.',
};
