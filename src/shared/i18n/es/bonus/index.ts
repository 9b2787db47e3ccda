import type { NamespaceBonusTranslation } from '../../i18n-types.js';

const es_bonus = {
  multiAction: 'Bono por varias acciones (+20%)',
  medicalCare: 'Bono por cuidado veterinario',
  newSponsor: '¡Ahora eres padrino/madrina de {name}!',
  emergencyHelp: 'Bono por ayudar a un gato que lo necesitaba',
  photoProof: 'Bono por la foto',
  photoSeenBefore: 'Sin bono por la foto: esta foto ya se envió antes.',
  streak: '¡Racha de {days} días seguidos!',
  levelUp: '¡Subiste al nivel {level}!',
  achievement: 'Logro desbloqueado: {title}',
  cooldown: 'Check-in registrado. Ya ganaste puntos con este gato en las últimas 4 horas.',
  dailyCap: 'Límite diario de 300 puntos alcanzado: el exceso no se sumó.',
  tooFar: 'Check-in registrado, pero estás a más de 1 km del gato: sin puntos.',
  offlineTooOld: 'Registrado sin conexión hace más de 24 h: sin puntos.',
  catRegistered: 'Gato registrado: +{points} puntos',
  catRegisteredCap: 'Gato registrado. Límite de 5 registros con puntos por día alcanzado.',
} satisfies NamespaceBonusTranslation;

export default es_bonus;
