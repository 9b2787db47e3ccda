import type { BaseTranslation } from '../../i18n-types.js';

/** The feeding rota on the colony page. */
const pt_BR_rota = {
  title: 'Escala de alimentação',
  empty: 'Nenhum turno ainda.',
  weekdays: {
    d0: 'Segunda',
    d1: 'Terça',
    d2: 'Quarta',
    d3: 'Quinta',
    d4: 'Sexta',
    d5: 'Sábado',
    d6: 'Domingo',
  },
  states: {
    done: 'Feito',
    missed: 'Perdido',
    upcoming: 'Próximo',
    open: 'Agora',
    notStarted: 'Conta a partir da próxima semana',
    noRecord: 'Sem registro',
  },
  shiftCarers: 'Cuidadores ({count:number}/{max:number}):',
  nobody: 'Ninguém inscrito ainda.',
  shareGap: 'Compartilhar no WhatsApp',
  gapText:
    '{colonyName:string}: ninguém na escala de {day:string}, {start:string}–{end:string}. Você pode ajudar a alimentar os gatos?',
  shareGapLabel:
    'Compartilhar no WhatsApp que o turno de {day:string}, {start:string}–{end:string}, está sem ninguém',
  fedBy: '{name:string} alimentou às {time:string}',
  signUp: 'Quero este turno',
  /** The button's text in the shift's row; its name is `signUp`, which starts with it. */
  signUpShort: 'Quero',
  signedUp: 'Você entrou no turno.',
  dropOut: 'Sair do turno',
  dropOutShort: 'Sair',
  droppedOut: 'Você saiu do turno.',
  full: 'Turno completo',
  remove: 'Remover turno',
  removed: 'Turno removido.',
  editor: {
    title: 'Novo turno',
    day: 'Dia',
    start: 'Início',
    end: 'Fim',
    add: 'Adicionar turno',
    added: 'Turno adicionado.',
    zone: 'Horários no fuso da comunidade.',
  },
  limit: {
    title: 'Limite sem alimentação',
    current: 'Todos os membros são avisados depois de {hours:number} h sem alimentação.',
    hours: 'Horas sem alimentação',
    save: 'Salvar limite',
    saved: 'Limite salvo.',
  },
  weekOf: 'Semana de {date:string}',
  thisWeek: 'Esta semana',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana seguinte',
  backToThisWeek: 'Voltar para esta semana',
  pastWeek: 'Histórico: o que foi registrado nesta semana.',
  noShiftsThatWeek: 'Nenhum turno nesta semana.',
  removedShift: 'turno removido',
  myNext: 'Seu próximo turno',
  myNextNone: 'Você não está em nenhum turno. Escolha um na escala.',
  myNextWhen: '{day:string}, {date:string}, {window:string}',
  coordinatorTools: 'Ferramentas da coordenação',
  removeLabel: 'Remover turno {label:string}',
  removeTitle: 'Remover o turno {label:string}?',
  removeText:
    'O turno sai da escala: ninguém mais entra nele e não haverá alertas. As pessoas inscritas deixam o turno. O que já foi registrado nas semanas passadas continua no histórico e no relatório.',
  removePending: 'Removendo…',
  dropOutTitle: 'Sair do turno {label:string}?',
  dropOutText:
    'Você deixa de receber o alerta deste turno e a vaga fica livre para outra pessoa. Você pode entrar de novo se houver vaga.',
  notSaved:
    'Você está sem conexão e esta semana não está salva neste celular. Vai abrir quando a conexão voltar.',
  loadError: 'Não foi possível carregar a escala.',
} satisfies BaseTranslation;

export default pt_BR_rota;
