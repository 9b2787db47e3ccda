import type { BaseTranslation } from '../../i18n-types.js';

/** Notifications: /notifications, "Minha região", pushes and "Eu vou ajudar" (the bell is in common). */
const pt_BR_notify = {
  markAllRead: 'Marcar todas como lidas',
  unread: 'Nova',
  loadError: 'Não foi possível carregar as notificações.',
  someone: 'Alguém',
  pushTitle: 'Gateiros',
  digest: '{count:number} {{notificação nova|notificações novas}} durante a noite. Toque para ver.',
  kinds: {
    nearbyAlert: '{catName:string}, perto da sua região, está em {health:string}.',
    favoriteCheckin: 'Novo check-in em {catName:string}, um dos seus favoritos.',
    favoriteEdit: 'O perfil de {catName:string}, um dos seus favoritos, foi atualizado.',
    achievement: 'Conquista desbloqueada: {title:string}.',
    levelUp: 'Você chegou ao nível {level:number}!',
    carerRequest: '{userName:string} pediu para cuidar de {catName:string}.',
    carerApproved: 'Você agora cuida de {catName:string}: o local exato aparece para você.',
    carerDeclined: 'Seu pedido para cuidar de {catName:string} foi recusado.',
    helpClaimed: '{userName:string} está a caminho de {catName:string}.',
    helpJoined: '{userName:string} também vai ajudar {catName:string}.',
    helpLapsed:
      'A ajuda prometida a {catName:string} expirou sem check-in: o gato ainda pode precisar de alguém.',
    helpWithdrawn:
      '{userName:string} não vai mais até {catName:string}: o gato ainda pode precisar de alguém.',
    reportHidden:
      'Sua denúncia foi analisada: o conteúdo foi ocultado. Obrigado por cuidar da comunidade.',
    reportKept: 'Sua denúncia foi analisada: a moderação decidiu manter o conteúdo.',
    reportSuspended: 'Sua denúncia foi analisada: a conta denunciada foi suspensa.',
    contentHidden: 'Um conteúdo seu foi ocultado pela moderação: {reason:string}',
    shiftMissed:
      'O turno ({day:string}, {start:string}–{end:string}) de {colonyName:string} terminou sem alimentação registrada.',
    colonyUnfed: '{colonyName:string} está há {hours:number} h sem alimentação registrada.',
    healthReported:
      '{userName:string} relatou que {catName:string} está em {health:string}. Confirme na página do gato.',
    colonyRemoved:
      'A coordenação de {colonyName:string} tirou você da colônia. Você pode pedir para entrar de novo depois de 7 dias.',
    colonyRequest: '{userName:string} pediu para entrar em {colonyName:string}.',
    colonyApproved:
      'Você agora faz parte de {colonyName:string}: os gatos e a escala da colônia aparecem para você.',
    colonyDeclined: 'Seu pedido para entrar em {colonyName:string} foi recusado.',
    colonyRemovedReason:
      'A coordenação de {colonyName:string} tirou você da colônia. Motivo: {reason:string}. Você pode pedir para entrar de novo depois de 7 dias.',
    helpOffered:
      '{userName:string} quer ajudar {catName:string}. Aceite na página do gato para mostrar o recado e onde ir.',
    helpAccepted:
      '{userName:string} aceitou sua ajuda para {catName:string}: veja o recado e onde ir.',
    catUnseen:
      'Ninguém vê {catName:string}, de {colonyName:string}, há {days:number} {{dia|dias}}.',
    catUnseenBy:
      'Ninguém vê {catName:string}, de {colonyName:string}, há {days:number} {{dia|dias}}. Quem viu por último: {userName:string}.',
    moreFromUser:
      'Mais {count:number} {{aviso|avisos}} de {userName:string} hoje, juntados aqui para não lotar seu sino. Veja seus gatos e colônias.',
    doseDue:
      'Hora da dose de {medicine:string} de {catName:string} das {time:string}. Depois de dar, toque em Medicou.',
    doseLate:
      'A dose de {medicine:string} de {catName:string} das {time:string} não foi registrada. Se você já deu, toque em Medicou na próxima hora.',
    doseMissed:
      'A dose de {medicine:string} de {catName:string} das {time:string} ficou sem registro e conta como perdida.',
    doseDayUntaken:
      'Ninguém pegou {count:number} {{dose|doses}} de {medicine:string} de {catName:string} amanhã. Pegue o dia na página do gato.',
    handlingAdvice: 'Esporotricose: use luvas, nada de contato com a mão nua.',
    doseNight:
      'Esta noite: {count:number} {{dose|doses}} de {medicine:string} de {catName:string}, a primeira às {time:string}.',
    healthDue: '{what:string} de {catName:string} vence em {date:string}.',
    healthOverdue:
      '{what:string} de {catName:string} venceu em {date:string} e segue sem registro.',
    healthBooster: 'Reforço da vacina {vaccine:string}',
    healthBoosterAny: 'Reforço da vacina',
    dayMonth: '{day:string}/{month:string}',
  },
  regionTitle: 'Minha região',
  regionHint:
    'Você recebe alertas de gatos em Emergência ou Precisa de atenção a até {km:number} km deste ponto. Ele é guardado arredondado (cerca de 1 km) e ninguém mais o vê.',
  regionNone: 'Sem região definida: você não recebe alertas de gatos próximos.',
  regionDefined: 'Região definida. Toque no mapa para mudar o ponto.',
  useLocation: 'Usar minha localização',
  pickOnMap: 'Escolher no mapa',
  mapHint: 'Toque no mapa para marcar o centro da sua região.',
  saveRegion: 'Salvar região',
  clearRegion: 'Remover região',
  regionSaved: 'Região salva.',
  regionCleared: 'Região removida.',
  locating: 'Obtendo sua localização…',
  locationFailed: 'Não foi possível obter sua localização. Escolha o ponto no mapa.',
  pushSection: 'Alertas neste aparelho',
  pushEnable: 'Receber alertas neste aparelho',
  pushDisable: 'Parar alertas neste aparelho',
  pushOn:
    'Este aparelho recebe alertas: até 10 por dia, e das 22h às 7h só emergências (o resto chega num resumo de manhã).',
  pushOff: 'Os alertas aparecem no sino. Ative para recebê-los também com o app fechado.',
  pushUnsupported:
    'Este navegador não recebe alertas com o app fechado. No Android use o Chrome; no iPhone, adicione o Gateiros à tela de início.',
  pushDenied:
    'Os alertas estão bloqueados para este site nas permissões do navegador. Libere-os lá e tente de novo.',
  pushFailed: 'Não foi possível ativar os alertas neste aparelho. Tente de novo.',
  pushEnabled: 'Alertas ativados neste aparelho.',
  pushDisabled: 'Alertas desativados neste aparelho.',
  help: {
    shareWhatsapp: 'Compartilhar no WhatsApp',
    shareText: '{catName:string} está em {health:string} e precisa de ajuda. Alguém pode ir?',
    briefTitle: 'Antes de ir',
    reportedBy: 'Relatado por {name:string}',
    note: 'Recado',
    needs: 'Precisa de',
    talk: 'Falar com {name:string} no WhatsApp',
    noContact: '{name:string} não compartilhou um contato. Veja o histórico de check-ins do gato.',
    briefError: 'Não foi possível carregar o recado de quem relatou.',
    claim: 'Eu vou ajudar',
    join: 'Também vou',
    giveUp: 'Não vou mais',
    onTheWay: '{name:string} está a caminho',
    onTheWayMore: '{name:string} e mais {count:number} {{pessoa|pessoas}} a caminho',
    hint: 'Avise quem cuida deste gato que você pode ir. Quando aceitarem, aparecem o recado e onde ir. Seu check-in encerra o aviso; sem check-in ele expira em 3 h.',
    going: 'Você está a caminho. Faça o check-in quando chegar.',
    claimed: 'Avisamos quem acompanha {catName:string}.',
    gaveUp: 'Aviso retirado.',
    signIn: 'Entre para avisar que vai ajudar.',
    error: 'Não foi possível avisar. Tente de novo.',
    offered: '{name:string} ofereceu ajuda',
    waiting:
      'Você ofereceu ajuda. Quem cuida deste gato ou quem relatou precisa aceitar; então aparecem o recado e onde ir.',
    offersTitle: 'Ofertas de ajuda',
    offerWaiting: '{name:string}: esperando você aceitar',
    offerAccepted: '{name:string}: a caminho',
    accept: 'Aceitar ajuda de {name:string}',
    accepted: 'Ajuda de {name:string} aceita.',
    spotLabel: 'Onde ir (ponto de referência)',
    spotHint:
      'Escreva um ponto de referência para quem vai ajudar. Não mostramos o local guardado; o texto some quando a ajuda termina.',
    spotSave: 'Enviar onde ir',
    spotSaved: 'Enviado.',
    spot: 'Onde ir',
  },
} satisfies BaseTranslation;

export default pt_BR_notify;
