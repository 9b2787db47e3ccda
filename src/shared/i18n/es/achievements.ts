import type { Translation } from '../i18n-types.js';

export const achievements = {
  checkins1: { title: 'Primer Contacto', description: 'Hiciste tu primer check-in' },
  checkins10: { title: 'Amigo de los Gatos', description: 'Hiciste 10 check-ins' },
  checkins50: { title: 'Protector Felino', description: 'Hiciste 50 check-ins' },
  checkins100: { title: 'Guardián Felino', description: 'Hiciste 100 check-ins' },
  checkins500: { title: 'Leyenda Felina', description: 'Hiciste 500 check-ins' },
  cats5: { title: 'Diversidad Felina', description: 'Ayudaste a 5 gatos diferentes' },
  cats20: { title: 'Embajador Felino', description: 'Ayudaste a 20 gatos diferentes' },
  cats50: { title: 'Red de Protección', description: 'Ayudaste a 50 gatos diferentes' },
  cats100: { title: 'Protector de la Ciudad', description: 'Ayudaste a 100 gatos diferentes' },
  level10: { title: 'Maestro Gatero', description: 'Llegaste al nivel 10' },
  discoverer: { title: 'Descubridor', description: 'Registraste tu primer gato' },
  vet: { title: 'Guardia Veterinaria', description: 'Llevaste un gato al veterinario' },
  neutering: { title: 'Amigo de la Castración', description: 'Ayudaste a castrar un gato' },
  rescuer: { title: 'Socorrista', description: 'Hiciste 5 check-ins a gatos en emergencia' },
  streak7: { title: 'Padrino Dedicado', description: 'Hiciste check-ins 7 días seguidos' },
} satisfies Translation['achievements'];
