import type { BaseTranslation } from '../../i18n-types.js';

/** Messages of bonusDetails entries, translated when read (one per bonus line type). */
const pt_BR_bonus = {
  multiAction: 'Bônus por várias ações (+20%)',
  medicalCare: 'Bônus por cuidado veterinário',
  newSponsor: 'Você agora é padrinho/madrinha de {name:string}!',
  emergencyHelp: 'Bônus por ajudar um gato que precisava de atenção',
  photoProof: 'Bônus pela foto',
  photoSeenBefore: 'Sem bônus pela foto: esta foto já foi enviada antes.',
  streak: 'Sequência de {days:number} dias seguidos!',
  levelUp: 'Você subiu para o nível {level:number}!',
  achievement: 'Conquista desbloqueada: {title:string}',
  cooldown: 'Check-in registrado. Você já ganhou pontos com este gato nas últimas 4 horas.',
  dailyCap: 'Limite diário de 300 pontos atingido: o excedente não foi somado.',
  tooFar: 'Check-in registrado, mas você está a mais de 1 km do gato: sem pontos.',
  offlineTooOld: 'Registrado offline há mais de 24 h: sem pontos.',
  catRegistered: 'Gato cadastrado: +{points:number} pontos',
  catRegisteredCap: 'Gato cadastrado. Limite de 5 cadastros pontuados por dia atingido.',
} satisfies BaseTranslation;

export default pt_BR_bonus;
