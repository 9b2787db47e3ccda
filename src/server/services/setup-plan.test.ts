import { describe, expect, it } from 'vitest';
import { createHarness } from '../test/harness.js';
import { anAdmin } from './setup.js';

// Every start asks whether an admin exists (the setup link): on a large community, a scan of
// every account read the whole users table into memory before the first request.
describe("the setup link's question", () => {
  it('asks whether an admin exists through an index, never a scan of every account', () => {
    const h = createHarness();
    try {
      const query = anAdmin(h.db).toSQL();
      const plan = h.db.$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
        detail: string;
      }[];
      expect(plan.map((row) => row.detail)).toEqual([
        expect.stringContaining('USING INDEX users_is_admin_idx'),
      ]);
    } finally {
      h.close();
    }
  });
});
