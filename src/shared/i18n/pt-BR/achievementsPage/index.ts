import type { BaseTranslation } from '../../i18n-types.js';
/** The achievements screen: all achievements, locked ones with progress. */
const pt_BR_achievementsPage = {
  intro: 'Cada cuidado com os gatos da vizinhança conta. Veja o que já conquistou e o que falta.',
  summary: '{unlocked:number} de {total:number} conquistas desbloqueadas',
  unlockedTitle: 'Desbloqueadas',
  lockedTitle: 'A desbloquear',
  noneUnlocked: 'Nenhuma conquista ainda. Seu primeiro check-in já desbloqueia uma!',
  unlockedOn: 'Desbloqueada em {date:string}',
  iconUnlocked: 'Conquista desbloqueada: {title:string}',
  iconLocked: 'Conquista bloqueada: {title:string}',
  progress: '{progress:number} de {threshold:number}',
  progressLabel: 'Progresso de {title:string}',
  loadError: 'Não foi possível carregar as conquistas. Tente novamente mais tarde.',
} satisfies BaseTranslation;

export default pt_BR_achievementsPage;
