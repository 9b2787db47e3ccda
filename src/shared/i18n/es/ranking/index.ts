import type { NamespaceRankingTranslation } from '../../i18n-types.js';

const es_ranking = {
  intro: 'Quién más ha cuidado a los gatos de la comunidad.',
  periods: 'Periodo del ranking',
  loadError: 'No se pudo cargar el ranking. Inténtalo de nuevo más tarde.',
  loadErrorToast: 'Error al cargar el ranking',
  listLabel: 'Ranking: {period}',
  empty: 'Nadie ha sumado puntos en este periodo todavía. ¿Por qué no ser el primero?',
  position: '{rank}.º puesto',
  rankShort: '{rank}.º',
  medalGold: 'Medalla de oro',
  medalSilver: 'Medalla de plata',
  medalBronze: 'Medalla de bronce',
  you: 'tú',
  level: 'Nivel {level}',
  pointsUnit: '{{count:punto|puntos}}',
  catsHelped: '{formatted} {{count:gato ayudado|gatos ayudados}}',
  ownTitle: 'Tu posición',
  ownNone: 'Todavía no tienes puntos en este periodo. ¡Haz un check-in para entrar en el ranking!',
  ownCta: 'Buscar gatos en el mapa',
  pagination: 'Páginas del ranking',
} satisfies NamespaceRankingTranslation;

export default es_ranking;
