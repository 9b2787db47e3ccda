export const carersErrors = {
  carerAlready: 'Você já é cuidador(a) deste gato.',
  carerRequestPending: 'Você já pediu para cuidar deste gato: o pedido está aguardando aprovação.',
  carerRequestWait:
    'Seu pedido anterior foi recusado ou revogado há pouco. Você poderá pedir de novo em {days:number} dia(s).',
  carerOwnRequest: 'Ninguém decide o próprio pedido: outra pessoa que cuida do gato vai responder.',
  carerDecideOnly:
    'Quem cuida do gato só por fazer parte da colônia não decide pedidos: decidem quem cadastrou o gato, quem foi aprovado(a) para ele, a coordenação da colônia ou a administração.',
  carerOnly: 'Só quem cuida deste gato pode fazer isso.',
  carerRequestNotFound: 'Não há pedido pendente desta pessoa para este gato.',
  carerNotFound: 'Esta pessoa não é cuidadora aprovada deste gato.',
  carerRegistrarKept: 'Quem cadastrou o gato continua sempre como cuidador(a).',
};
