import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { eqStable, fixedLimit } from './client.js';
import { users } from './schema.js';

let h: Harness;
afterEach(() => h.close());

it('compares as eq does, the value written as its column writes it, behind a unary plus', () => {
  h = createHarness();
  const fan = h.createUser();
  const quiet = h.createUser({ favoriteUpdates: false });
  const wantUpdates = (match: SQL | undefined) =>
    h.db
      .select({ id: users.id })
      .from(users)
      .where(and(match, inArray(users.id, [fan.id, quiet.id])))
      .orderBy(asc(users.id))
      .prepare();
  const plain = wantUpdates(eq(users.favoriteUpdates, true));
  const stable = wantUpdates(eqStable(users.favoriteUpdates, true));
  // A boolean is bound as the column stores it (1): better-sqlite3 cannot bind `true` itself.
  expect(stable.all()).toEqual(plain.all());
  expect(stable.all()).toEqual([{ id: fan.id }]);
  expect(stable.getQuery().sql).toContain('"favorite_updates" = +?');

  const byId = h.db
    .select({ id: users.id })
    .from(users)
    .where(eqStable(users.id, sql.placeholder('id')))
    .prepare();
  expect(byId.get({ id: quiet.id })).toEqual({ id: quiet.id });
  expect(byId.get({ id: fan.id })).toEqual({ id: fan.id });
  expect(byId.get({ id: 'nobody' })).toBeUndefined();
});

it('writes a fixed LIMIT into the statement, where .limit(n) binds it', () => {
  h = createHarness();
  const people = [h.createUser(), h.createUser(), h.createUser()].map((user) => user.id).sort();
  const firstTwo = h.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, people))
    .orderBy(asc(users.id))
    .limit(fixedLimit(2))
    .prepare();
  const query = firstTwo.getQuery();
  expect(query.sql).toMatch(/ limit 2$/);
  expect(query.params).not.toContain(2);
  expect(firstTwo.all()).toEqual(people.slice(0, 2).map((id) => ({ id })));
  expect(() => fixedLimit(2.5)).toThrow(RangeError);
  expect(() => fixedLimit(-1)).toThrow(RangeError);
});
