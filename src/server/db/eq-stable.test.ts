import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { eqStable } from './client.js';
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
