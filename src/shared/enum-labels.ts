import type {
  Action,
  CatStatus,
  EstimatedAge,
  Gender,
  Health,
  Need,
  RankingPeriod,
  Trait,
} from './constants.js';
import type { TranslationFunctions } from './i18n/i18n-types.js';

type Enums = TranslationFunctions['enums'];

const HEALTH_KEYS = {
  Excelente: 'excellent',
  Bom: 'good',
  Regular: 'regular',
  'Precisa de atenção': 'needsAttention',
  Emergência: 'emergency',
} as const satisfies Record<Health, keyof Enums['health']>;

const STATUS_KEYS = {
  Ativo: 'active',
  Adotado: 'adopted',
  Inativo: 'inactive',
} as const satisfies Record<CatStatus, keyof Enums['status']>;

const GENDER_KEYS = {
  Desconhecido: 'unknown',
  Macho: 'male',
  Fêmea: 'female',
} as const satisfies Record<Gender, keyof Enums['gender']>;

const AGE_KEYS = {
  Desconhecido: 'unknown',
  Filhote: 'kitten',
  Jovem: 'young',
  Adulto: 'adult',
  Idoso: 'senior',
} as const satisfies Record<EstimatedAge, keyof Enums['age']>;

const ACTION_KEYS = {
  Alimentou: 'fed',
  'Deu água': 'water',
  'Forneceu abrigo': 'shelter',
  'Verificou bem-estar': 'wellbeing',
  'Levou ao veterinário': 'vet',
  Vacinou: 'vaccinated',
  Castrou: 'neutered',
  Outros: 'other',
} as const satisfies Record<Action, keyof Enums['actions']>;

const NEED_KEYS = {
  Água: 'water',
  Comida: 'food',
  Abrigo: 'shelter',
  'Tratamento médico': 'medical',
  Outros: 'other',
} as const satisfies Record<Need, keyof Enums['needs']>;

const TRAIT_KEYS = {
  Carinhoso: 'affectionate',
  Tímido: 'shy',
  Brincalhão: 'playful',
  Independente: 'independent',
  Curioso: 'curious',
  Calmo: 'calm',
  Agitado: 'agitated',
  Sociável: 'sociable',
} as const satisfies Record<Trait, keyof Enums['traits']>;

/**
 * Labels of stored enumeration values in the user's language. Values the client does not know
 * (an older or newer server) are shown as they are.
 */
function labeller<V extends string, K extends string>(
  keys: Record<V, K>,
  pick: (LL: TranslationFunctions) => Record<K, () => string>,
) {
  return (LL: TranslationFunctions, value: string): string => {
    const key = (keys as Record<string, K | undefined>)[value];
    return key ? pick(LL)[key]() : value;
  };
}

export const healthLabel = labeller(HEALTH_KEYS, (LL) => LL.enums.health);
export const statusLabel = labeller(STATUS_KEYS, (LL) => LL.enums.status);
export const genderLabel = labeller(GENDER_KEYS, (LL) => LL.enums.gender);
export const ageLabel = labeller(AGE_KEYS, (LL) => LL.enums.age);
export const actionLabel = labeller(ACTION_KEYS, (LL) => LL.enums.actions);
export const needLabel = labeller(NEED_KEYS, (LL) => LL.enums.needs);
export const traitLabel = labeller(TRAIT_KEYS, (LL) => LL.enums.traits);
export const periodLabel = (LL: TranslationFunctions, period: RankingPeriod) =>
  LL.enums.period[period]();
