import type { AchievementId } from './achievements.js';
import type { Action } from './constants.js';

/** Points per action, as the original app gave them. */
export const ACTION_POINTS: Record<Action, number> = {
  Alimentou: 10,
  'Deu água': 8,
  'Forneceu abrigo': 15,
  'Verificou bem-estar': 5,
  'Levou ao veterinário': 25,
  Vacinou: 20,
  Castrou: 30,
  Outros: 5,
};

export const MEDICAL_ACTIONS: readonly Action[] = ['Levou ao veterinário', 'Vacinou', 'Castrou'];

export const BONUS = {
  multiActionPercent: 20,
  medicalCare: 10,
  newSponsor: 15,
  emergencyHelp: 15,
  photoProof: 5,
  streak: { 3: 10, 7: 30, 30: 100 } as Record<number, number>,
  catRegistered: 50,
} as const;

export const FAIR_PLAY = {
  cooldownMs: 4 * 60 * 60 * 1000,
  dailyCheckinCap: 300,
  maxDistanceMeters: 1000,
  catsRegisteredPerDay: 5,
  /** A write made on the phone earns points only when it arrives within this time. */
  offlineMaxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export const BONUS_TYPES = [
  'multiAction',
  'medicalCare',
  'newSponsor',
  'emergencyHelp',
  'photoProof',
  'photoSeenBefore',
  'streak',
  'levelUp',
  'achievement',
  'cooldown',
  'dailyCap',
  'tooFar',
  'offlineTooOld',
  'catRegistered',
  'catRegisteredCap',
] as const;
type BonusType = (typeof BONUS_TYPES)[number];

type NoParams = Record<string, never>;

/** A bonus line as stored: the message is written from `params` when the line is read. */
export type BonusLine =
  | {
      type: Exclude<BonusType, 'newSponsor' | 'streak' | 'levelUp' | 'achievement'>;
      points: number;
      params: NoParams;
    }
  | { type: 'newSponsor'; points: number; params: { name: string } }
  | { type: 'streak'; points: number; params: { days: number } }
  | { type: 'levelUp'; points: number; params: { level: number } }
  | { type: 'achievement'; points: number; params: { id: AchievementId } };

/** Level = 1 + floor(sqrt(points / 100)). */
export function levelFor(points: number): number {
  return 1 + Math.floor(Math.sqrt(Math.max(0, points) / 100));
}

/** Points at which `level` starts. */
function pointsForLevel(level: number): number {
  return 100 * (level - 1) ** 2;
}

export function nextLevelProgress(points: number) {
  const level = levelFor(points);
  const current = pointsForLevel(level);
  const next = pointsForLevel(level + 1);
  return { level, current, next, progress: (points - current) / (next - current) };
}
