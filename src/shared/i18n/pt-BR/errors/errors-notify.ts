export const notifyErrors = {
  helpNotNeeded: 'Este gato não está em Emergência nem Precisa de atenção agora.',
  helpAlready: 'Você já avisou que vai ajudar este gato.',
  helpBriefClaimersOnly:
    'O contato de quem relatou aparece só para quem avisou que vai ajudar este gato.',
  helpNotFound: 'Você não está a caminho deste gato.',
  pushServiceRefused:
    'Este servidor não envia alertas para esse serviço de push. Use o Chrome, o Firefox, o Edge ou o Safari.',
  pushSubscriptionInvalid: 'A inscrição de alertas deste aparelho é inválida.',
  regionInvalid: 'Escolha um ponto válido no mapa.',
};
