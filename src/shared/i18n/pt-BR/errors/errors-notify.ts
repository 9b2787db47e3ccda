export const notifyErrors = {
  helpNotNeeded: 'Este gato não está em Emergência nem Precisa de atenção agora.',
  helpAlready: 'Você já avisou que vai ajudar este gato.',
  helpBriefClaimersOnly:
    'O recado e o contato de quem relatou aparecem só depois que quem cuida deste gato aceitar sua ajuda.',
  helpAcceptCarersOnly: 'Só quem cuida deste gato ou quem relatou pode aceitar ajuda.',
  helpOfferNotFound: 'Essa oferta de ajuda não está mais aberta.',
  helpAcceptSelf: 'Sua própria ajuda não precisa ser aceita.',
  helpSpotTooLong: 'Descreva onde ir em até 200 caracteres.',
  helpNotFound: 'Você não está a caminho deste gato.',
  pushServiceRefused:
    'Este servidor não envia alertas para esse serviço de push. Use o Chrome, o Firefox, o Edge ou o Safari.',
  pushSubscriptionInvalid: 'A inscrição de alertas deste aparelho é inválida.',
  regionInvalid: 'Escolha um ponto válido no mapa.',
};
