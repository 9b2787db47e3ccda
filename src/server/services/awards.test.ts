import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { transaction } from '../db/client.js';
import { pointsLedger, pointsTotals, userAchievements, users } from '../db/schema.js';
import { createHarness, type Harness } from '../test/harness.js';
import { grantAward, type AwardRequest } from './awards.js';

let h: Harness;
afterEach(() => h?.close());

const grant = (userId: string, over: Partial<AwardRequest>) =>
  transaction(h.db, (tx) =>
    grantAward(tx, {
      userId,
      day: '2026-11-18',
      at: h.clock.now(),
      entries: [],
      counters: {},
      lines: [],
      ...over,
    }),
  );

describe('grantAward', () => {
  it('moves counters, ledger, totals and level together, then adds the progress lines', () => {
    h = createHarness();
    const user = h.createUser({ points: 90, catsRegistered: 0 });
    const outcome = grant(user.id, {
      entries: [
        { points: 20, reason: 'catRegistered', catId: 'c1' },
        { points: 0, reason: 'bonus', detail: 'photoProof' },
      ],
      counters: { catsRegistered: 1 },
      lines: [{ type: 'catRegistered', points: 20, params: {} }],
    });
    expect(outcome).toEqual({
      user: { points: 110, level: 2 },
      lines: [
        { type: 'catRegistered', points: 20, params: {} },
        { type: 'levelUp', points: 0, params: { level: 2 } },
        { type: 'achievement', points: 0, params: { id: 'discoverer' } },
      ],
    });
    const ledger = h.db.select().from(pointsLedger).all();
    expect(ledger.map((r) => [r.reason, r.points, r.catId])).toEqual([['catRegistered', 20, 'c1']]);
    expect(h.reload(user)).toMatchObject({ points: 110, level: 2, catsRegistered: 1 });
    const totals = h.db.select().from(pointsTotals).where(eq(pointsTotals.userId, user.id)).all();
    expect(totals.map((t) => [t.period, t.points]).sort()).toEqual([
      ['all', 20],
      ['m:2026-11', 20],
      ['w:2026-11-16', 20],
    ]);
  });

  it('with nothing to award still counts and sets the streak, keeping the best one', () => {
    h = createHarness();
    const user = h.createUser({ currentStreak: 6, bestStreak: 9, lastCheckInDay: '2026-11-17' });
    const outcome = grant(user.id, {
      counters: { checkIns: 1, catsHelped: 1, vetVisits: 1, neuterings: 0, emergencyCheckIns: 1 },
      streak: { current: 7, day: '2026-11-18' },
      lines: [{ type: 'cooldown', points: 0, params: {} }],
    });
    expect(outcome.user).toEqual({ points: 0, level: 1 });
    // A check-in that earned nothing unlocks no check-in achievement (third round).
    expect(outcome.lines.map((l) => l.type)).toEqual(['cooldown', 'achievement', 'achievement']);
    expect(h.db.select().from(pointsLedger).all()).toEqual([]);
    expect(h.reload(user)).toMatchObject({
      checkInsCount: 1,
      totalCatsHelped: 1,
      vetVisits: 1,
      neuterings: 0,
      emergencyCheckIns: 1,
      currentStreak: 7,
      bestStreak: 9,
      lastCheckInDay: '2026-11-18',
    });
    const unlocked = h.db
      .select()
      .from(userAchievements)
      .where(eq(userAchievements.userId, user.id))
      .all();
    expect(unlocked.map((a) => a.achievementId).sort()).toEqual(['streak7', 'vet']);
  });

  it('leaves the streak alone for an award that is not a check-in', () => {
    h = createHarness();
    const user = h.createUser({ currentStreak: 4, bestStreak: 4, lastCheckInDay: '2026-11-17' });
    grant(user.id, { counters: { catsRegistered: 1 } });
    const after = h.db.select().from(users).where(eq(users.id, user.id)).get()!;
    expect(after).toMatchObject({ currentStreak: 4, bestStreak: 4, lastCheckInDay: '2026-11-17' });
  });
});
