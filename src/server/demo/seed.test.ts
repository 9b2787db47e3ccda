import { readdirSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cats, checkins, users } from '../db/schema.js';
import { ledgerSum } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { DEMO_LOGIN } from './credentials.js';
import { seedDemoData } from './seed.js';

let h: Harness;
afterEach(() => h?.close());

const n = (table: typeof cats | typeof users | typeof checkins) =>
  h.db.select({ n: count() }).from(table).get()!.n;

describe('demo data', () => {
  it('fills an empty database with cats, users and six weeks of consistent check-ins', async () => {
    h = createHarness();
    h.clock.set('2026-11-20T18:00:00Z');
    expect(await seedDemoData(h.deps)).toBe(true);

    expect(n(cats)).toBe(40);
    expect(n(users)).toBe(6);
    expect(n(checkins)).toBeGreaterThan(150);
    const span = h.db
      .select({
        first: sql<number>`min(${checkins.createdAt})`,
        last: sql<number>`max(${checkins.createdAt})`,
      })
      .from(checkins)
      .get()!;
    expect(span.last - span.first).toBeGreaterThan(14 * 24 * 3600_000);
    expect(span.last).toBeLessThanOrEqual(h.clock.now().getTime());

    // Real photo files for every cat.
    const files = readdirSync(h.uploadsDir, { recursive: true }).filter((f) =>
      String(f).endsWith('.webp'),
    );
    expect(files.length).toBeGreaterThanOrEqual(80);

    // Points come from the ledger, as for any user.
    for (const user of h.db.select().from(users).all()) {
      expect(user.points).toBe(ledgerSum(h, user.id));
      expect(user.points).toBeGreaterThan(0);
    }

    // The documented demo login works.
    const session = await h.anon.auth.login(DEMO_LOGIN);
    expect(session.user.name).toBe('Demo Gateira');
    // Cats are near the default location.
    const nearby = await h.anon.cats.nearby({
      latitude: -23.5505,
      longitude: -46.6333,
      radius: 5000,
    });
    expect(nearby.length).toBeGreaterThan(30);
  }, 60_000);

  it('never touches a database that already has data', async () => {
    h = createHarness();
    h.createUser({ name: 'Someone' });
    expect(await seedDemoData(h.deps)).toBe(false);
    expect(n(users)).toBe(1);
    expect(n(cats)).toBe(0);
  });
});
