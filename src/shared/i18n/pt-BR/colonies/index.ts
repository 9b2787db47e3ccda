import type { BaseTranslation } from '../../i18n-types.js';
import { unseenTexts } from './unseen.js';
import { savedMap } from './saved-map.js';
/** Colonies: the list, the colony page and the cat page's colony section. */
const pt_BR_colonies = {
  title: 'Colônias',
  intro: 'Grupos de gatos cuidados juntos, com coordenação e cuidadores.',
  empty: 'Nenhuma colônia ainda.',
  emptyHint: 'Crie a primeira colônia do seu grupo.',
  loadError: 'Não foi possível carregar as colônias.',
  pendingRequests: '{count:number} {{pedido|pedidos}} para entrar esperando sua decisão',
  card: {
    cats: '{count:number} {{gato|gatos}}',
    members: '{count:number} {{membro|membros}}',
    sterilized: '{percent:number}% castrados',
    area: 'Área pública: {count:number} {{quadrado|quadrados}} de cerca de 500 m onde estão os gatos',
    areaMap: 'Mapa da área da colônia',
  },
  oldPoints: {
    title: 'Aviso de privacidade:',
    body: 'antes desta versão, cada gato aparecia no mapa um pouco longe de onde vive, cada um para um lado, e juntar esses lugares podia mostrar onde os gatos comem. Se esses pontos já foram vistos, o local da colônia pode já ser conhecido. Agora todos os gatos de um quadrado de cerca de 500 m aparecem no mesmo ponto.',
    dismiss: 'Entendi',
  },
  me: {
    coordinator: 'Você coordena',
    carer: 'Você é cuidador(a)',
    pending: 'Pedido enviado',
  },
  create: {
    title: 'Criar colônia',
    name: 'Nome da colônia',
    description: 'Descrição',
    descriptionHint: 'Onde fica, quantos gatos, como o grupo se organiza.',
    where:
      'O ponto da colônia é a sua localização atual; só o quadrado de cerca de 500 m onde ele fica é guardado.',
    submit: 'Criar colônia',
    created: 'Colônia criada. Você é a coordenação.',
    noLocation: 'Precisamos da sua localização para criar a colônia.',
  },
  page: {
    notSaved: 'Esta colônia não está salva neste celular',
    notSavedText:
      'Ela ainda não foi aberta neste aparelho. Vai abrir sozinha quando a conexão voltar.',
    loadError: 'Não foi possível carregar a colônia',
    join: 'Pedir para entrar',
    joined: 'Pedido enviado: a coordenação vai responder.',
    leave: 'Sair da colônia',
    withdraw: 'Cancelar pedido',
    left: 'Você saiu da colônia.',
    membersOnly: 'Quem faz parte da colônia vê seus gatos, membros e alimentação.',
    lastFeeding: 'Última alimentação:',
    justNow: 'agora mesmo',
    neverFed: 'Nenhuma alimentação registrada ainda.',
    members: 'Membros',
    requests: 'Pedidos para entrar',
    approve: 'Aprovar',
    decline: 'Recusar',
    manageMembers: 'Gerenciar membros',
    makeCoordinator: 'Tornar coordenação',
    roleCoordinator: 'Coordenação',
    roleCarer: 'Cuidador(a)',
    cats: 'Gatos da colônia',
    noCats: 'Nenhum gato na colônia ainda. Coloque um gato pela página dele.',
    remove: 'Remover',
    removeLabel: 'Remover {name:string} da colônia',
    removeTitle: 'Remover {name:string} da colônia?',
    removeText:
      'A pessoa deixa na hora de ver os locais exatos, os cuidadores, a escala e o TNR dos gatos desta colônia, sai dos turnos em que estava e o app apaga as cópias desses dados no aparelho dela. Ela recebe um aviso no app, com o motivo se você escrever um. A remoção fica no registro de auditoria, e ela só pode pedir para entrar de novo depois de 7 dias.',
    removeReason: 'Motivo (opcional)',
    removeReasonHint: 'A pessoa vê este texto. Até 300 caracteres.',
    removePending: 'Removendo…',
    removed: '{name:string} saiu da colônia.',
    leaveTitle: 'Sair de {name:string}?',
    leaveText:
      'Você deixa na hora de ver os locais exatos, os cuidadores, a escala e o TNR dos gatos desta colônia (menos os que você cuida por outro motivo), sai dos seus turnos e o app apaga as cópias desses dados neste aparelho.',
    sections: 'Seções da colônia',
    sectionCats: 'Gatos',
    sectionRota: 'Escala',
    sectionMembers: 'Membros',
    sectionRequests: 'Pedidos',
    sectionReport: 'Relatório',
    reportTitle: 'Relatório de impacto',
    reportText:
      'Gatos por situação, TNR, % castrados, check-ins e regularidade da alimentação, em CSV ou para imprimir.',
    coordinatorTools: 'Ferramentas da coordenação',
    declineLabel: 'Recusar o pedido de {name:string}',
    declineTitle: 'Recusar o pedido de {name:string}?',
    declineText:
      '{name:string} não entra na colônia e o pedido sai da lista. A pessoa pode pedir para entrar de novo.',
    declinePending: 'Recusando…',
    noRequests: 'Nenhum pedido para entrar.',
    back: 'Todas as colônias',
  },
  unseen: unseenTexts,
  onCatPage: {
    title: 'Colônia',
    in: 'Este gato faz parte da colônia',
    none: 'Este gato não está em nenhuma colônia.',
    add: 'Colocar na colônia',
    choose: 'Escolha a colônia',
    added: 'Gato colocado na colônia.',
    remove: 'Tirar da colônia',
    removed: 'Gato tirado da colônia.',
  },
  savedMap,
  census: {
    more: 'O gráfico e como é calculado',
    bar: 'Censo',
    title: 'Censo da colônia',
    estimate: '≈ {size:number} {{gato|gatos}} ({low:number}–{high:number})',
    coverage: 'pelo menos {percent:number} % castrados',
    coverageRange: 'entre {low:number} % e {high:number} %, pelo intervalo da estimativa',
    chartLabel:
      'Castrados: pelo menos {percent:number} %, entre {low:number} % e {high:number} %; a linha marca 70 %',
    line: '70 %',
    below: 'Abaixo de 70 % castrados, uma colônia continua crescendo.',
    above: 'Acima da linha de 70 %.',
    newcomersUnregistered:
      '{count:number} {{gato sem cadastro|gatos sem cadastro}} a mais nas últimas 2 semanas',
    newcomersRegistered:
      '{count:number} {{gato cadastrado|gatos cadastrados}} desde a primeira contagem',
    basis:
      'Estimativa de Bowden, com {occasions:number} {{contagem|contagens}} e {marked:number} gatos cadastrados, dos últimos 60 dias. Conte em cada alimentação os “Outros gatos vistos”.',
    reason: {
      fewMarked:
        'Sem estimativa: o censo precisa de pelo menos 3 gatos cadastrados na colônia desde antes das contagens.',
      fewOccasions:
        'Sem estimativa ainda: são precisas 5 alimentações com “Outros gatos vistos” respondido nos últimos 60 dias ({occasions:number} até agora).',
      noVariation:
        'Sem estimativa: todos os gatos cadastrados foram vistos o mesmo número de vezes. Mais contagens vão permitir estimar.',
    },
  },
} satisfies BaseTranslation;

export default pt_BR_colonies;
