import type { Action } from './constants.js';

/** TNR steps of a cat, in the order they usually happen. Stored and sent as they are. */
export const TNR_STEPS = [
  'a-capturar',
  'capturado',
  'na-clinica',
  'castrado',
  'orelha-marcada',
  'vacinado',
  'testado-fiv-felv',
  'microchip',
  'devolvido',
] as const;
export type TnrStep = (typeof TNR_STEPS)[number];

/** What the detail of a step holds; steps not named here take none. */
export const TNR_DETAIL = {
  'na-clinica': 'clinic',
  vacinado: 'vaccine',
  'testado-fiv-felv': 'result',
  microchip: 'chip',
} as const satisfies Partial<Record<TnrStep, string>>;
export type TnrDetailKind = (typeof TNR_DETAIL)[keyof typeof TNR_DETAIL];

export const detailKindOf = (step: TnrStep): TnrDetailKind | undefined =>
  (TNR_DETAIL as Partial<Record<TnrStep, TnrDetailKind>>)[step];

export const FIV_FELV_RESULTS = ['negativo', 'fiv', 'felv', 'fiv-felv'] as const;
export type FivFelvResult = (typeof FIV_FELV_RESULTS)[number];

export const TNR = {
  detailMax: 120,
  noteMax: 500,
  /** ISO 11784 chips have 15 digits; older ones 9 or 10 characters. */
  chipPattern: /^[0-9A-Za-z]{9,15}$/,
} as const;

/** The step a check-in action suggests recording afterwards. */
export const STEP_OF_ACTION: Partial<Record<Action, TnrStep>> = {
  Castrou: 'castrado',
  Vacinou: 'vacinado',
  'Levou ao veterinário': 'na-clinica',
};

export const isTnrStep = (value: unknown): value is TnrStep =>
  typeof value === 'string' && (TNR_STEPS as readonly string[]).includes(value);
