import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from './constants.js';
import { levelFor } from './points.js';
import { checkinAward, ledgerLines, nextStreak, type CheckinFacts } from './rules.js';

/** A plain check-in: one feeding, nothing special, far from any fair-play limit. */
const facts = (over: Partial<CheckinFacts> = {}): CheckinFacts => ({
  actions: ['Alimentou'],
  hasPhoto: false,
  previousHealth: 'Bom',
  firstOnCat: false,
  minutesSinceLastReward: null,
  pointsEarnedToday: 0,
  distanceMeters: 10,
  streakAfter: 1,
  firstOfDay: true,
  catName: 'Mingau',
  ...over,
});

const types = (f: CheckinFacts) => checkinAward(f).details.map((d) => d.type);

describe('checkinAward: the points table', () => {
  const table: [Action, number][] = [
    ['Alimentou', 10],
    ['Deu água', 8],
    ['Forneceu abrigo', 15],
    ['Verificou bem-estar', 5],
    ['Levou ao veterinário', 25],
    ['Vacinou', 20],
    ['Castrou', 30],
    ['Outros', 5],
  ];
  it.each(table)('%s alone earns its points', (action, points) => {
    const award = checkinAward(facts({ actions: [action] }));
    const medical = ['Levou ao veterinário', 'Vacinou', 'Castrou'].includes(action) ? 10 : 0;
    expect(award.actionPoints).toBe(points);
    expect(award.points).toBe(points + medical);
  });

  it('covers every action', () => {
    expect(table.map(([a]) => a).sort()).toEqual([...ACTIONS].sort());
  });

  it('counts a repeated action once', () => {
    const award = checkinAward(facts({ actions: ['Alimentou', 'Alimentou'] }));
    expect(award).toEqual({ actionPoints: 10, points: 10, details: [] });
  });
});

describe('checkinAward: each bonus alone', () => {
  it('multiAction: +20% of the action sum, rounded down', () => {
    // 10 + 8 = 18 → 3.6 → 3
    const award = checkinAward(facts({ actions: ['Alimentou', 'Deu água'] }));
    expect(award.details).toEqual([{ type: 'multiAction', points: 3 }]);
    expect(award.points).toBe(21);
  });

  it('medicalCare: +10 once for any of vet, vaccine, neutering', () => {
    for (const action of ['Levou ao veterinário', 'Vacinou', 'Castrou'] as const) {
      expect(checkinAward(facts({ actions: [action] })).details).toEqual([
        { type: 'medicalCare', points: 10 },
      ]);
    }
    expect(types(facts({ actions: ['Alimentou'] }))).not.toContain('medicalCare');
  });

  it('newSponsor: +15 on the first check-in on the cat, naming it', () => {
    const award = checkinAward(facts({ firstOnCat: true }));
    expect(award.details).toEqual([{ type: 'newSponsor', points: 15, params: { name: 'Mingau' } }]);
    expect(award.points).toBe(25);
  });

  it('emergencyHelp: +15 when the cat was in Emergência or Precisa de atenção', () => {
    for (const previousHealth of ['Emergência', 'Precisa de atenção'] as const) {
      const award = checkinAward(facts({ previousHealth }));
      expect(award.details).toEqual([{ type: 'emergencyHelp', points: 15 }]);
      expect(award.points).toBe(25);
    }
    for (const previousHealth of ['Excelente', 'Bom', 'Regular'] as const) {
      expect(types(facts({ previousHealth }))).toEqual([]);
    }
  });

  it('photoProof: +5 with at least one photo', () => {
    const award = checkinAward(facts({ hasPhoto: true }));
    expect(award.details).toEqual([{ type: 'photoProof', points: 5 }]);
    expect(award.points).toBe(15);
  });
});

describe('checkinAward: streaks', () => {
  it.each([
    [2, 3, 10],
    [6, 7, 30],
    [29, 30, 100],
  ])('%i → %i days earns +%i on the day it is reached', (before, after, bonus) => {
    expect(types(facts({ streakAfter: before }))).toEqual([]);
    const award = checkinAward(facts({ streakAfter: after }));
    expect(award.details).toEqual([{ type: 'streak', points: bonus, params: { days: after } }]);
    expect(award.points).toBe(10 + bonus);
  });

  it('gives nothing for lengths that are not a milestone', () => {
    for (const streakAfter of [1, 2, 4, 8, 29, 31, 60]) {
      expect(types(facts({ streakAfter }))).toEqual([]);
    }
  });

  it('gives the bonus once: a second check-in the same day does not repeat it', () => {
    expect(types(facts({ streakAfter: 3, firstOfDay: false }))).toEqual([]);
  });
});

describe('checkinAward: combinations', () => {
  it('adds every bonus together', () => {
    const award = checkinAward(
      facts({
        actions: ['Alimentou', 'Levou ao veterinário', 'Vacinou'],
        hasPhoto: true,
        previousHealth: 'Emergência',
        firstOnCat: true,
        streakAfter: 7,
      }),
    );
    // actions 55; multiAction 11; medical 10; sponsor 15; emergency 15; photo 5; streak 30
    expect(award.actionPoints).toBe(55);
    expect(award.details.map((d) => [d.type, d.points])).toEqual([
      ['multiAction', 11],
      ['medicalCare', 10],
      ['newSponsor', 15],
      ['emergencyHelp', 15],
      ['photoProof', 5],
      ['streak', 30],
    ]);
    expect(award.points).toBe(141);
  });

  it('every action at once', () => {
    const award = checkinAward(facts({ actions: ACTIONS }));
    // 118 + floor(23.6) + 10
    expect(award.points).toBe(118 + 23 + 10);
  });
});

describe('checkinAward: fair play', () => {
  it('tooFar: more than 1000 m earns nothing, whatever else applies', () => {
    const rich = { actions: ['Castrou', 'Vacinou'] as Action[], firstOnCat: true, hasPhoto: true };
    expect(checkinAward(facts({ ...rich, distanceMeters: 1000.5 }))).toEqual({
      actionPoints: 50,
      points: 0,
      details: [{ type: 'tooFar', points: 0 }],
    });
    expect(checkinAward(facts({ ...rich, distanceMeters: 1000 })).points).toBeGreaterThan(0);
  });

  it('offlineTooOld: made more than 24 h before it arrived earns nothing, before any other rule', () => {
    const rich = { actions: ['Castrou', 'Vacinou'] as Action[], firstOnCat: true, hasPhoto: true };
    expect(checkinAward(facts({ ...rich, madeTooLongAgo: true, distanceMeters: 5000 }))).toEqual({
      actionPoints: 50,
      points: 0,
      details: [{ type: 'offlineTooOld', points: 0 }],
    });
    expect(checkinAward(facts({ ...rich, madeTooLongAgo: false })).points).toBeGreaterThan(0);
  });

  it('cooldown: a reward on this cat less than 4 hours ago means 0 points', () => {
    expect(checkinAward(facts({ minutesSinceLastReward: 239 }))).toEqual({
      actionPoints: 10,
      points: 0,
      details: [{ type: 'cooldown', points: 0 }],
    });
    expect(checkinAward(facts({ minutesSinceLastReward: 240 })).points).toBe(10);
    expect(checkinAward(facts({ minutesSinceLastReward: 241 })).points).toBe(10);
  });

  it('cooldown loses the streak bonus too', () => {
    expect(types(facts({ minutesSinceLastReward: 10, streakAfter: 3 }))).toEqual(['cooldown']);
  });

  it('precedence: tooFar wins over cooldown and the cap', () => {
    expect(
      types(facts({ distanceMeters: 5000, minutesSinceLastReward: 1, pointsEarnedToday: 300 })),
    ).toEqual(['tooFar']);
    expect(types(facts({ minutesSinceLastReward: 1, pointsEarnedToday: 300 }))).toEqual([
      'cooldown',
    ]);
  });

  it('daily cap: 290 earned + 25 → 10 awarded, the cut said as a negative line', () => {
    const award = checkinAward(facts({ firstOnCat: true, pointsEarnedToday: 290 }));
    expect(award.points).toBe(10);
    expect(award.details).toEqual([
      { type: 'newSponsor', points: 15, params: { name: 'Mingau' } },
      { type: 'dailyCap', points: -15 },
    ]);
    expect(award.actionPoints + award.details.reduce((s, d) => s + d.points, 0)).toBe(10);
  });

  it('daily cap: exactly reaching 300 is not cut', () => {
    const award = checkinAward(facts({ firstOnCat: true, pointsEarnedToday: 275 }));
    expect(award.points).toBe(25);
    expect(types(facts({ firstOnCat: true, pointsEarnedToday: 275 }))).not.toContain('dailyCap');
  });

  it('daily cap: nothing left means 0 points', () => {
    expect(checkinAward(facts({ pointsEarnedToday: 300 }))).toEqual({
      actionPoints: 10,
      points: 0,
      details: [{ type: 'dailyCap', points: -10 }],
    });
  });
});

describe('ledgerLines', () => {
  it('splits actions and bonuses and adds up to the award', () => {
    const award = checkinAward(facts({ firstOnCat: true, hasPhoto: true }));
    expect(ledgerLines(award)).toEqual([
      { reason: 'checkin', detail: '', points: 10 },
      { reason: 'bonus', detail: 'newSponsor', points: 15 },
      { reason: 'bonus', detail: 'photoProof', points: 5 },
    ]);
  });

  it('fills in order up to a capped total and leaves no zero rows', () => {
    const award = checkinAward(facts({ firstOnCat: true, hasPhoto: true, pointsEarnedToday: 282 }));
    expect(award.points).toBe(18);
    expect(ledgerLines(award)).toEqual([
      { reason: 'checkin', detail: '', points: 10 },
      { reason: 'bonus', detail: 'newSponsor', points: 8 },
    ]);
    expect(ledgerLines(checkinAward(facts({ pointsEarnedToday: 300 })))).toEqual([]);
    expect(ledgerLines(checkinAward(facts({ distanceMeters: 2000 })))).toEqual([]);
  });
});

describe('nextStreak', () => {
  it('extends on the next day, keeps on the same day, restarts after a gap', () => {
    expect(nextStreak({ lastDay: null, current: 0 }, '2026-11-18')).toEqual({
      streak: 1,
      firstOfDay: true,
    });
    expect(nextStreak({ lastDay: '2026-11-17', current: 2 }, '2026-11-18')).toEqual({
      streak: 3,
      firstOfDay: true,
    });
    expect(nextStreak({ lastDay: '2026-11-18', current: 3 }, '2026-11-18')).toEqual({
      streak: 3,
      firstOfDay: false,
    });
    expect(nextStreak({ lastDay: '2026-11-16', current: 9 }, '2026-11-18')).toEqual({
      streak: 1,
      firstOfDay: true,
    });
  });

  it('crosses month and year ends', () => {
    expect(nextStreak({ lastDay: '2026-11-30', current: 4 }, '2026-12-01').streak).toBe(5);
    expect(nextStreak({ lastDay: '2026-12-31', current: 4 }, '2027-01-01').streak).toBe(5);
  });
});

describe('levelFor', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [399, 2],
    [400, 3],
    [8099, 9],
    [8100, 10],
  ])('%i points → level %i', (points, level) => {
    expect(levelFor(points)).toBe(level);
  });
});
