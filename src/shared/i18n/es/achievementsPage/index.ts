import type { NamespaceAchievementsPageTranslation } from '../../i18n-types.js';

const es_achievementsPage = {
  intro: 'Cada cuidado a los gatos del barrio cuenta. Mira lo que ya has logrado y lo que falta.',
  summary: '{unlocked} de {total} logros desbloqueados',
  unlockedTitle: 'Desbloqueados',
  lockedTitle: 'Por desbloquear',
  noneUnlocked: 'Aún no tienes logros. ¡Tu primer check-in ya desbloquea uno!',
  unlockedOn: 'Desbloqueado el {date}',
  iconUnlocked: 'Logro desbloqueado: {title}',
  iconLocked: 'Logro bloqueado: {title}',
  progress: '{progress} de {threshold}',
  progressLabel: 'Progreso de {title}',
  loadError: 'No se pudieron cargar los logros. Inténtalo de nuevo más tarde.',
} satisfies NamespaceAchievementsPageTranslation;

export default es_achievementsPage;
