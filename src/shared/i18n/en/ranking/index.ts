import type { NamespaceRankingTranslation } from '../../i18n-types.js';

const en_ranking = {
  intro: 'Who has cared most for the community’s cats.',
  periods: 'Ranking period',
  loadError: 'Could not load the ranking. Please try again later.',
  loadErrorToast: 'Error loading the ranking',
  listLabel: 'Ranking: {period}',
  empty: 'Nobody has scored in this period yet. Why not be the first?',
  position: 'Position {rank}',
  rankShort: '#{rank}',
  medalGold: 'Gold medal',
  medalSilver: 'Silver medal',
  medalBronze: 'Bronze medal',
  you: 'you',
  level: 'Level {level}',
  pointsUnit: '{{count:point|points}}',
  catsHelped: '{formatted} {{count:cat helped|cats helped}}',
  ownTitle: 'Your position',
  ownNone: 'You have no points in this period yet. Check in on a cat to join the ranking!',
  ownCta: 'Find cats on the map',
  pagination: 'Ranking pages',
} satisfies NamespaceRankingTranslation;

export default en_ranking;
