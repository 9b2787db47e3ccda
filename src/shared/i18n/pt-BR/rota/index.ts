import type { BaseTranslation } from '../../i18n-types.js';

/** The feeding rota on the colony page. */
const pt_BR_rota = {
  title: 'Escala de alimentação desta semana',
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
  signedUp: 'Você entrou no turno.',
  dropOut: 'Sair do turno',
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
  loadError: 'Não foi possível carregar a escala.',
} satisfies BaseTranslation;

export default pt_BR_rota;
