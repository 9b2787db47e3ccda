import type { Health } from '../../../shared/constants.js';
import type { RouterOutputs } from '../../lib/api-types.js';

export type CheckinAnswer = RouterOutputs['checkins']['create'];
type Bonus = CheckinAnswer['bonusDetails'][number];
type NoPointsReason = 'offlineTooOld' | 'tooFar' | 'cooldown' | 'dailyCap';

/** What became of a sent check-in: the server's answer, or a place in the device's outbox. */
export type CheckinOutcome =
  | {
      kind: 'sent';
      catId: string;
      catName: string;
      answer: CheckinAnswer;
      /** The cat's health when the form opened: a report of a better state is no alarm. */
      healthBefore?: Health;
    }
  | { kind: 'queued'; catId: string; catName: string };

/** Why a check-in earned nothing, in the order the server's fair play checks them. */
const NO_POINTS_REASONS: readonly NoPointsReason[] = [
  'offlineTooOld',
  'tooFar',
  'cooldown',
  'dailyCap',
];

export interface CheckinSummary {
  /** The actions' own points: what the bonus lines leave of the points earned. */
  actionPoints: number;
  /** The lines with points (a capped day's `dailyCap` is negative), in the server's order. */
  bonuses: Bonus[];
  /** A new level and each achievement unlocked. */
  celebrations: Bonus[];
  /** Lines of no points that say why a bonus was not given (a photo already sent before). */
  notes: Bonus[];
  /** Nothing earned: why (null when something was earned, or no reason was given). */
  reason: NoPointsReason | null;
}

/** The result card's content: the server's lines always add up to the points earned. */
export function summarizeCheckin(answer: CheckinAnswer): CheckinSummary {
  const bonuses = answer.bonusDetails.filter(
    (bonus) => bonus.points !== 0 && bonus.type !== 'levelUp' && bonus.type !== 'achievement',
  );
  const celebrations = answer.bonusDetails.filter(
    (bonus) => bonus.type === 'levelUp' || bonus.type === 'achievement',
  );
  const reason =
    answer.pointsEarned > 0
      ? null
      : (NO_POINTS_REASONS.find((type) => answer.bonusDetails.some((b) => b.type === type)) ??
        null);
  return {
    actionPoints: answer.pointsEarned - bonuses.reduce((sum, bonus) => sum + bonus.points, 0),
    bonuses,
    celebrations,
    notes: answer.bonusDetails.filter((bonus) => bonus.type === 'photoSeenBefore'),
    reason,
  };
}
