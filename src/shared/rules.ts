import { URGENT_HEALTH, type Action, type Health } from './constants.js';
import { ACTION_POINTS, BONUS, FAIR_PLAY, MEDICAL_ACTIONS } from './points.js';
import { addDays } from './time.js';

/** What the server knows about a check-in when it decides its points. */
export interface CheckinFacts {
  actions: readonly Action[];
  hasPhoto: boolean;
  /** Every photo is the same picture as one already stored (a perceptual hash): no photoProof. */
  photoSeenBefore?: boolean;
  /** The cat's health before this check-in. */
  previousHealth: Health;
  /** The user has never checked in on this cat before. */
  firstOnCat: boolean;
  /** Minutes since the user's last check-in on this cat that earned points; null if none. */
  minutesSinceLastReward: number | null;
  /** Points (actions and bonuses) the user already earned from check-ins today. */
  pointsEarnedToday: number;
  /** Metres between the user and the cat's position they may see (exact or public). */
  distanceMeters: number;
  /** Consecutive community days with a check-in, this one included. */
  streakAfter: number;
  /** This is the user's first check-in of the day, the one that extends the streak. */
  firstOfDay: boolean;
  catName: string;
  /** Made on the phone more than 24 h before it arrived (capturedAt). */
  madeTooLongAgo?: boolean;
}

/** One line of a check-in's award; the message is rendered later from LL.bonus[type]. */
export type AwardDetail =
  | { type: 'multiAction' | 'medicalCare' | 'emergencyHelp' | 'photoProof'; points: number }
  | { type: 'newSponsor'; points: number; params: { name: string } }
  | { type: 'streak'; points: number; params: { days: number } }
  | { type: 'cooldown' | 'tooFar' | 'offlineTooOld' | 'photoSeenBefore'; points: 0 }
  /** Negative: the points of this check-in that did not fit under the daily cap. */
  | { type: 'dailyCap'; points: number };

export interface CheckinAward {
  /** Sum of the distinct actions' points (before the cap). */
  actionPoints: number;
  /** What the user is awarded: actionPoints + the sum of every detail's points. */
  points: number;
  details: AwardDetail[];
}

const distinct = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * The points a check-in earns: its distinct actions, then its bonuses, under fair play.
 *
 * Fair-play precedence: `offlineTooOld` first (sent too late to count), then `tooFar` (the user was not with the cat, so nothing else counts),
 * then `cooldown` (points with this cat already earned in the last 4 hours), then the daily cap,
 * which cuts what does not fit under 300 points today. The bonus lines keep their full value and a
 * negative `dailyCap` line says how much was cut, so the lines always add up to `points`.
 */
export function checkinAward(facts: CheckinFacts): CheckinAward {
  const actions = distinct(facts.actions);
  const actionPoints = actions.reduce((sum, action) => sum + ACTION_POINTS[action], 0);

  if (facts.madeTooLongAgo) {
    return { actionPoints, points: 0, details: [{ type: 'offlineTooOld', points: 0 }] };
  }
  if (facts.distanceMeters > FAIR_PLAY.maxDistanceMeters) {
    return { actionPoints, points: 0, details: [{ type: 'tooFar', points: 0 }] };
  }
  if (
    facts.minutesSinceLastReward !== null &&
    facts.minutesSinceLastReward < FAIR_PLAY.cooldownMs / 60_000
  ) {
    return { actionPoints, points: 0, details: [{ type: 'cooldown', points: 0 }] };
  }

  const details: AwardDetail[] = [];
  if (actions.length > 1) {
    const points = Math.floor((actionPoints * BONUS.multiActionPercent) / 100);
    if (points > 0) details.push({ type: 'multiAction', points });
  }
  if (actions.some((action) => MEDICAL_ACTIONS.includes(action))) {
    details.push({ type: 'medicalCare', points: BONUS.medicalCare });
  }
  if (facts.firstOnCat) {
    details.push({
      type: 'newSponsor',
      points: BONUS.newSponsor,
      params: { name: facts.catName },
    });
  }
  if (URGENT_HEALTH.includes(facts.previousHealth)) {
    details.push({ type: 'emergencyHelp', points: BONUS.emergencyHelp });
  }
  if (facts.hasPhoto) {
    details.push(
      facts.photoSeenBefore
        ? { type: 'photoSeenBefore', points: 0 }
        : { type: 'photoProof', points: BONUS.photoProof },
    );
  }
  const streakPoints = facts.firstOfDay ? BONUS.streak[facts.streakAfter] : undefined;
  if (streakPoints) {
    details.push({ type: 'streak', points: streakPoints, params: { days: facts.streakAfter } });
  }

  const full = actionPoints + details.reduce((sum, d) => sum + d.points, 0);
  const room = Math.max(0, FAIR_PLAY.dailyCheckinCap - facts.pointsEarnedToday);
  if (full > room) {
    details.push({ type: 'dailyCap', points: room - full });
    return { actionPoints, points: room, details };
  }
  return { actionPoints, points: full, details };
}

export interface LedgerLine {
  reason: 'checkin' | 'bonus';
  /** The bonus type for reason 'bonus'. */
  detail: string;
  points: number;
}

/**
 * Splits an award into ledger rows: the actions' points as 'checkin', then one 'bonus' row per
 * bonus, filled in order until the awarded total is used up (a capped award cuts the last ones).
 * Rows of 0 points are left out; the rows always add up to `award.points`.
 */
export function ledgerLines(award: CheckinAward): LedgerLine[] {
  let left = award.points;
  const lines: LedgerLine[] = [];
  const take = (reason: LedgerLine['reason'], detail: string, points: number) => {
    const awarded = Math.min(points, left);
    if (awarded <= 0) return;
    lines.push({ reason, detail, points: awarded });
    left -= awarded;
  };
  take('checkin', '', award.actionPoints);
  for (const d of award.details) if (d.points > 0) take('bonus', d.type, d.points);
  return lines;
}

/** Streak after a check-in on `today`, given the previous check-in day (community days). */
export function nextStreak(
  previous: { lastDay: string | null; current: number },
  today: string,
): { streak: number; firstOfDay: boolean } {
  if (previous.lastDay === today)
    return { streak: Math.max(1, previous.current), firstOfDay: false };
  if (previous.lastDay === addDays(today, -1)) {
    return { streak: previous.current + 1, firstOfDay: true };
  }
  return { streak: 1, firstOfDay: true };
}
