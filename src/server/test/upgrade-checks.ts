import { expect } from 'vitest';
import { levelFor } from '../../shared/points.js';
import { periodKeys } from '../../shared/time.js';
import type { Db } from '../db/client.js';

/**
 * Reads of the upgrade test in plain SQL with named columns: they must mean the same on the
 * previous release's schema as on this one's.
 */
export function snapshot(sqlite: Db['$client']) {
  const all = <T>(sql: string) => sqlite.prepare(sql).all() as T[];
  return {
    users: all<{ id: string; email: string | null; points: number; level: number }>(
      'SELECT id, email, points, level FROM users ORDER BY id',
    ),
    cats: all<{ id: string; name: string; totalCheckIns: number }>(
      'SELECT id, name, total_check_ins AS totalCheckIns FROM cats ORDER BY id',
    ),
    checkins: all<{ id: string; userId: string; catId: string | null; pointsEarned: number }>(
      `SELECT id, user_id AS userId, cat_id AS catId, points_earned AS pointsEarned
       FROM checkins ORDER BY id`,
    ),
    photos: all<{ owner: string; file: string; thumb: string }>(
      `SELECT cat_id AS owner, file, thumb FROM cat_photos
       UNION ALL SELECT checkin_id, file, thumb FROM checkin_photos ORDER BY file`,
    ),
    favorites: all<{ userId: string; catId: string }>(
      'SELECT user_id AS userId, cat_id AS catId FROM favorites ORDER BY user_id, cat_id',
    ),
    achievements: all<{ userId: string; achievementId: string }>(
      `SELECT user_id AS userId, achievement_id AS achievementId FROM user_achievements
       ORDER BY user_id, achievement_id`,
    ),
    ledger: all<{ id: number; userId: string; points: number; reason: string; day: string }>(
      'SELECT id, user_id AS userId, points, reason, day FROM points_ledger ORDER BY id',
    ),
  };
}
export type Snapshot = ReturnType<typeof snapshot>;

const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * The rules that bind the stored counters to the rows they count: points and level = the ledger,
 * period totals = the ledger regrouped, histogram = the totals counted, cat_counts = the cats
 * counted, each cat's check-in counter = its check-ins.
 */
export function expectRulesHold(sqlite: Db['$client']) {
  const now = snapshot(sqlite);
  const sums = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const row of now.ledger) {
    sums.set(row.userId, (sums.get(row.userId) ?? 0) + row.points);
    for (const period of Object.values(periodKeys(row.day))) {
      const key = `${period}|${row.userId}`;
      totals.set(key, (totals.get(key) ?? 0) + row.points);
    }
  }
  for (const user of now.users) {
    expect(user.points, user.id).toBe(sums.get(user.id) ?? 0);
    expect(user.level, user.id).toBe(levelFor(user.points));
  }

  const stored = sqlite
    .prepare('SELECT period, user_id AS userId, points FROM points_totals')
    .all() as { period: string; userId: string; points: number }[];
  expect(new Map(stored.map((t) => [`${t.period}|${t.userId}`, t.points]))).toEqual(totals);

  const histogram = sqlite
    .prepare('SELECT period, points, users FROM points_histogram WHERE users > 0')
    .all() as { period: string; points: number; users: number }[];
  expect(new Map(histogram.map((b) => [`${b.period}|${b.points}`, b.users]))).toEqual(
    tally(stored.map((t) => `${t.period}|${t.points}`)),
  );

  const counts = sqlite
    .prepare(
      'SELECT status, health, gender, estimated_age AS age, cats FROM cat_counts WHERE cats != 0',
    )
    .all() as { status: string; health: string; gender: string; age: string; cats: number }[];
  const cats = sqlite
    .prepare('SELECT status, health, gender, estimated_age AS age FROM cats')
    .all() as { status: string; health: string; gender: string; age: string }[];
  const bucket = (c: { status: string; health: string; gender: string; age: string }) =>
    `${c.status}|${c.health}|${c.gender}|${c.age}`;
  expect(new Map(counts.map((c) => [bucket(c), c.cats]))).toEqual(tally(cats.map(bucket)));

  const perCat = tally(now.checkins.flatMap((c) => (c.catId ? [c.catId] : [])));
  for (const cat of now.cats) expect(cat.totalCheckIns, cat.id).toBe(perCat.get(cat.id) ?? 0);
}
