import type { BaseTranslation } from '../../i18n-types.js';
/** The ranking screen and its messages. */
const pt_BR_ranking = {
  intro: 'Quem mais cuidou dos gatos da comunidade.',
  periods: 'Período do ranking',
  loadError: 'Não foi possível carregar o ranking. Tente novamente mais tarde.',
  loadErrorToast: 'Erro ao carregar ranking',
  listLabel: 'Ranking: {period:string}',
  empty: 'Ninguém pontuou neste período ainda. Que tal ser o primeiro?',
  position: '{rank:number}º lugar',
  rankShort: '{rank:number}º',
  medalGold: 'Medalha de ouro',
  medalSilver: 'Medalha de prata',
  medalBronze: 'Medalha de bronze',
  you: 'você',
  level: 'Nível {level:number}',
  pointsUnit: '{{count:pontos|ponto|pontos}}',
  catsHelped: '{formatted:string} {{count:gatos ajudados|gato ajudado|gatos ajudados}}',
  ownTitle: 'Sua posição',
  ownNone: 'Você ainda não tem pontos neste período. Faça um check-in para entrar no ranking!',
  ownCta: 'Encontrar gatos no mapa',
  pagination: 'Páginas do ranking',
} satisfies BaseTranslation;

export default pt_BR_ranking;
