import { describe, expect, it } from 'vitest';
import { summarizeCheckin, type CheckinAnswer } from './checkin-outcome.js';

type Bonus = CheckinAnswer['bonusDetails'][number];

const answer = (pointsEarned: number, bonusDetails: Bonus[]) =>
  ({ pointsEarned, bonusDetails }) as unknown as CheckinAnswer;
const line = (type: Bonus['type'], points: number): Bonus => ({ type, points, message: type });

describe('summarizeCheckin', () => {
  it('gives the actions what the bonus lines leave, and keeps level and achievements apart', () => {
    const summary = summarizeCheckin(
      answer(41, [
        line('multiAction', 3),
        line('newSponsor', 15),
        line('photoProof', 5),
        line('achievement', 0),
        line('levelUp', 0),
      ]),
    );
    expect(summary.actionPoints).toBe(18);
    expect(summary.bonuses.map((b) => b.type)).toEqual(['multiAction', 'newSponsor', 'photoProof']);
    expect(summary.celebrations.map((b) => b.type)).toEqual(['achievement', 'levelUp']);
    expect(summary.reason).toBeNull();
  });

  it('shows a capped day as a negative line, so the lines still add up', () => {
    // 30 for the actions, +15 first on the cat, only 20 left under today's cap.
    const summary = summarizeCheckin(answer(20, [line('newSponsor', 15), line('dailyCap', -25)]));
    expect(summary.actionPoints).toBe(30);
    expect(summary.bonuses.map((b) => b.points)).toEqual([15, -25]);
    expect(summary.reason).toBeNull();
  });

  it('gives the reason of a check-in that earned nothing', () => {
    expect(summarizeCheckin(answer(0, [line('cooldown', 0)])).reason).toBe('cooldown');
    expect(summarizeCheckin(answer(0, [line('tooFar', 0)])).reason).toBe('tooFar');
    expect(summarizeCheckin(answer(0, [line('offlineTooOld', 0)])).reason).toBe('offlineTooOld');
    const capped = summarizeCheckin(answer(0, [line('photoProof', 5), line('dailyCap', -15)]));
    expect(capped.reason).toBe('dailyCap');
    // An achievement may still come with nothing earned (the check-ins count).
    const cooled = summarizeCheckin(answer(0, [line('cooldown', 0), line('achievement', 0)]));
    expect(cooled.celebrations).toHaveLength(1);
    expect(summarizeCheckin(answer(0, [])).reason).toBeNull();
  });

  it('keeps the note of a photo bonus not given (the same picture sent before) apart from the points', () => {
    const summary = summarizeCheckin(answer(10, [line('photoSeenBefore', 0)]));
    expect(summary.notes.map((b) => b.type)).toEqual(['photoSeenBefore']);
    expect(summary.bonuses).toEqual([]);
    expect(summary.actionPoints).toBe(10);
  });
});
