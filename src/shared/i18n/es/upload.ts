import type { Translation } from '../i18n-types.js';

export const upload = {
  preparing: 'Preparando las fotos…',
  progress: 'Enviando: {percent}%',
  label: 'Progreso del envío',
  cancel: 'Cancelar envío',
  canceled: 'Envío cancelado. No se guardó nada.',
} satisfies Translation['upload'];
