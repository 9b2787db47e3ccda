import type { Translation } from '../i18n-types.js';

export const enums = {
  health: {
    excellent: 'Excelente',
    good: 'Bueno',
    regular: 'Regular',
    needsAttention: 'Necesita atención',
    emergency: 'Emergencia',
  },
  status: { active: 'Activo', adopted: 'Adoptado', inactive: 'Inactivo' },
  gender: { unknown: 'Desconocido', male: 'Macho', female: 'Hembra' },
  age: {
    unknown: 'Desconocida',
    kitten: 'Cachorro',
    young: 'Joven',
    adult: 'Adulto',
    senior: 'Mayor',
  },
  actions: {
    fed: 'Alimentó',
    water: 'Dio agua',
    shelter: 'Dio refugio',
    wellbeing: 'Revisó su bienestar',
    vet: 'Llevó al veterinario',
    vaccinated: 'Vacunó',
    neutered: 'Esterilizó',
    other: 'Otros',
  },
  needs: {
    water: 'Agua',
    food: 'Comida',
    shelter: 'Refugio',
    medical: 'Tratamiento médico',
    other: 'Otros',
  },
  traits: {
    affectionate: 'Cariñoso',
    shy: 'Tímido',
    playful: 'Juguetón',
    independent: 'Independiente',
    curious: 'Curioso',
    calm: 'Tranquilo',
    agitated: 'Inquieto',
    sociable: 'Sociable',
  },
  period: { all: 'Todo el tiempo', month: 'Este mes', week: 'Esta semana' },
} satisfies Translation['enums'];
