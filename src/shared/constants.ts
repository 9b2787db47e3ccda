/** Values stored in the database and sent over the wire, so never renamed. Labels come from i18n. */
export const HEALTH = ['Excelente', 'Bom', 'Regular', 'Precisa de atenção', 'Emergência'] as const;
export type Health = (typeof HEALTH)[number];
export const URGENT_HEALTH: readonly Health[] = ['Emergência', 'Precisa de atenção'];

export const CAT_STATUS = ['Ativo', 'Adotado', 'Inativo'] as const;
export type CatStatus = (typeof CAT_STATUS)[number];

export const ESTIMATED_AGE = ['Desconhecido', 'Filhote', 'Jovem', 'Adulto', 'Idoso'] as const;
export type EstimatedAge = (typeof ESTIMATED_AGE)[number];

export const GENDER = ['Desconhecido', 'Macho', 'Fêmea'] as const;
export type Gender = (typeof GENDER)[number];

export const ACTIONS = [
  'Alimentou',
  'Deu água',
  'Forneceu abrigo',
  'Verificou bem-estar',
  'Levou ao veterinário',
  'Vacinou',
  'Castrou',
  'Outros',
] as const;
export type Action = (typeof ACTIONS)[number];

export const NEEDS = ['Água', 'Comida', 'Abrigo', 'Tratamento médico', 'Outros'] as const;
export type Need = (typeof NEEDS)[number];

export const TRAITS = [
  'Carinhoso',
  'Tímido',
  'Brincalhão',
  'Independente',
  'Curioso',
  'Calmo',
  'Agitado',
  'Sociável',
] as const;
export type Trait = (typeof TRAITS)[number];

export const RANKING_PERIODS = ['all', 'month', 'week'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Size, count and range limits, shared by client and server validation. */
export const LIMITS = {
  nearbyRadiusDefault: 5000,
  nearbyRadiusMax: 50_000,
  nearbyLimitDefault: 50,
  nearbyLimitMax: 200,
  nearbyReloadMeters: 500,
  mapLimit: 100,
  duplicateRadiusMeters: 300,
  rankingPageSize: 25,
  /** The favourites list shows the most recent ones up to this many. */
  favoritesListMax: 500,
  additionalPhotosMax: 5,
  checkinPhotosMax: 5,
  photoMaxBytes: 10 * 1024 * 1024,
  /** A cat's photo or a check-in's photo proof is at least this many pixels on its short side. */
  photoMinShortSide: 320,
  passwordMin: 6,
  nameMax: 100,
  emailMax: 254,
  passwordMax: 256,
  textMax: 2000,
  bioMax: 500,
  notificationRadiusMin: 1000,
  notificationRadiusMax: 10_000,
  notificationRadiusStep: 1000,
  notificationRadiusDefault: 5000,
  requestTimeoutMs: 15_000,
  geolocationTimeoutMs: 15_000,
  geolocationMaxAgeMs: 30_000,
  splashMs: 1000,
  toastMs: 5000,
  bonusDelayMs: 500,
} as const;

/**
 * The carer requests' rules both sides show: the wait after a refusal and the message length.
 * Here, not beside their zod schemas, so the cat page's request form does not bring zod.
 */
export const CARERS = {
  askAgainDays: 7,
  messageMax: 280,
  /** The most pending requests one list answers (oldest first). */
  pendingMax: 100,
} as const;

export const DEFAULT_LOCATION = { latitude: -23.5505, longitude: -46.6333 } as const;

export const APP_VERSION = '1.0.0';
