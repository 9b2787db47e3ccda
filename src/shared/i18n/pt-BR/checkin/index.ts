import type { BaseTranslation } from '../../i18n-types.js';
/** Check-in form (/checkin/{catId}). */
const pt_BR_checkin = {
  loading: 'Carregando informações do gato…',
  loginRequired: 'Você precisa estar logado para fazer um check-in',
  missingId: 'ID do gato não fornecido',
  loadError: 'Erro ao carregar informações do gato',
  currentHealth: 'Saúde registrada até agora:',
  sections: {
    description: 'Descrição',
    actions: 'Ações realizadas',
    health: 'Estado de saúde',
    photos: 'Fotos',
    needs: 'Necessidades',
    location: 'Localização',
  },
  optional: 'opcional',
  actionsLegend: 'O que você fez pelo gato?',
  actionPoints: '+{points:number} pts',
  actionsDescription: 'Descrição das ações',
  actionsDescriptionHint: 'Opcional. Ex.: deixei ração e água fresca.',
  healthLegend: 'Como o gato está agora?',
  photosLabel: 'Fotos do check-in',
  photosHint: 'Opcional. Até {max:number} fotos; uma foto vale +5 pontos.',
  needsLegend: 'Do que o gato ainda precisa?',
  needsDescription: 'Detalhes das necessidades',
  locationHint: 'Sua posição confirma que você está perto do gato (até 1 km).',
  submit: 'Registrar check-in',
  submitting: 'Enviando…',
  uploading: 'Enviando o check-in. Aguarde…',
  result: {
    label: 'Resultado do check-in',
    recorded: 'Check-in de {name:string} registrado',
    earned: '+{points:number} ponto{{s}}',
    nothing: 'Registrado — sem pontos desta vez',
    breakdown: 'Como os pontos foram somados',
    actions: 'Ações: {list:string}',
    total: 'Total',
    celebrations: 'Comemorações',
    totals: 'Agora você tem {points:number} ponto{{s}} · nível {level:number}',
    reasons: {
      cooldown:
        'Você já ganhou pontos com este gato nas últimas 4 horas. O cuidado ficou registrado; volte a pontuar depois desse intervalo.',
      tooFar: 'Sua posição estava a mais de 1 km do gato: os pontos só contam perto dele.',
      offlineTooOld:
        'Este check-in foi feito sem conexão há mais de 24 horas: ficou registrado, sem pontos.',
      dailyCap: 'Você já atingiu o limite de 300 pontos de hoje. Amanhã os pontos voltam a contar.',
    },
    queuedTitle: 'Guardado no aparelho',
    urgent: {
      told: 'Avisamos quem cuida de {name:string}',
      confirmed:
        '{name:string} está marcado como urgente: avisamos quem cuida e quem está por perto',
      nowWhat:
        'Se puder, fique por perto do gato até alguém chegar. Se algo mudar, faça um novo check-in: quem cuida vê na página do gato.',
    },
    healthPending:
      'Seu relato do estado de saúde foi registrado e quem cuida deste gato vai vê-lo. A saúde do gato só muda quando o relato for confirmado.',
    healthConfirmed: 'Outra pessoa já tinha relatado o mesmo: a saúde do gato foi atualizada.',
    queuedText:
      'Sem conexão agora. O check-in de {name:string} será enviado quando a conexão voltar, e os pontos aparecem então.',
    backToCat: 'Voltar para {name:string}',
    home: 'Ir para o início',
  },
  errorMsg: 'Erro: {msg:string}',
  failed: 'Falha ao processar check-in',
  noResponse: 'Erro ao realizar check-in. Tente novamente.',
} satisfies BaseTranslation;

export default pt_BR_checkin;
