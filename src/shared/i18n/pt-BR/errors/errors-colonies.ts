export const coloniesErrors = {
  colonyNameRequired: 'Dê um nome à colônia',
  colonyNotFound: 'Colônia não encontrada.',
  colonyCoordinatorOnly: 'Só quem coordena esta colônia pode fazer isso.',
  colonyAlreadyMember: 'Você já faz parte desta colônia.',
  colonyRequestPending: 'Você já pediu para entrar: o pedido está aguardando a coordenação.',
  colonyRequestNotFound: 'Não há pedido pendente desta pessoa para esta colônia.',
  colonyNotMember: 'Esta pessoa não faz parte desta colônia.',
  colonyLastCoordinator: 'A colônia precisa de outra pessoa na coordenação antes disso.',
  colonyRemoveSelf: 'Para sair da colônia, use “Sair da colônia”.',
  colonyRejoinWait:
    'A coordenação tirou você desta colônia há pouco. Você poderá pedir para entrar de novo em {days:number} dia(s).',
  colonyCatCarerOnly: 'Só quem já cuida deste gato pode colocá-lo numa colônia.',
  colonyCatElsewhere: 'Este gato já está em outra colônia.',
  colonyCatNotFound: 'Este gato não está nesta colônia.',
  colonyCreateLimit: 'Você já criou 3 colônias nas últimas 24 horas. Tente de novo amanhã.',
  feedingMembersOnly: 'Só quem faz parte desta colônia registra a alimentação dela.',
  feedingCatsRequired: 'Marque pelo menos um gato que você alimentou.',
};
