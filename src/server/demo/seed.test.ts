import { readdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { colonies, colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { catAdoptions, tnrSteps } from '../db/tnr-schema.js';
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

    // Two colonies with approved members, cats and a weekly rota; one request still pending.
    expect(h.db.select().from(colonies).all()).toHaveLength(2);
    const members = h.db.select().from(colonyMembers).all();
    expect(members.filter((m) => m.status === 'approved')).toHaveLength(7);
    expect(members.filter((m) => m.status === 'pending')).toHaveLength(1);
    expect(h.db.select().from(colonyCats).all()).toHaveLength(9);
    expect(h.db.select().from(rotaShifts).all()).toHaveLength(14);
    expect(h.db.select().from(rotaSignups).all().length).toBeGreaterThanOrEqual(14);

    // The demo user coordinates one colony and sees its members, cats and last feeding.
    const demo = h.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email)).get()!;
    const caller = h.callerFor(demo);
    const mine = (await caller.colonies.list()).filter((c) => c.me?.role === 'coordinator');
    expect(mine).toHaveLength(1);
    const page = await caller.colonies.byId({ colonyId: mine[0]!._id });
    expect(page.members!.length).toBeGreaterThanOrEqual(4);
    expect(page.cats!.length).toBe(5);
    expect(page.lastFeedingAt).not.toBeNull();
    // Its feedings counted the other cats: the census has an estimate.
    const census = await caller.colonies.census({ colonyId: mine[0]!._id });
    expect(census.occasions).toBeGreaterThanOrEqual(5);
    expect(census.estimate).not.toBeNull();
    expect(census.estimate!.size).toBeGreaterThan(5);

    // This week's and last week's rota have done and missed shifts, from members' feedings.
    const states: string[] = [];
    for (const colony of h.db.select().from(colonies).all()) {
      const coordinator = members.find(
        (m) => m.colonyId === colony.id && m.role === 'coordinator',
      )!;
      const user = h.db.select().from(users).where(eq(users.id, coordinator.userId)).get()!;
      for (const back of [0, 7]) {
        h.clock.set(new Date(Date.parse('2026-11-20T18:00:00Z') - back * 24 * 3600_000));
        const week = await h.callerFor(user).rota.week({ colonyId: colony.id });
        for (const shift of week.shifts) {
          states.push(shift.state);
          if (shift.state === 'done') expect(shift.feedings.length).toBeGreaterThan(0);
          if (shift.state === 'missed') expect(shift.feedings).toHaveLength(0);
        }
      }
    }
    h.clock.set('2026-11-20T18:00:00Z');
    expect(states.filter((s) => s === 'done').length).toBeGreaterThan(5);
    expect(states).toContain('missed');

    // TNR steps by carers; isSterilized follows castrado; one adopted cat.
    const steps = h.db.select().from(tnrSteps).all();
    expect(steps.length).toBeGreaterThanOrEqual(10);
    const castrated = new Set(steps.filter((s) => s.step === 'castrado').map((s) => s.catId));
    expect(castrated.size).toBe(3);
    const inTnr = new Set(steps.map((s) => s.catId));
    for (const cat of h.db.select().from(cats).all()) {
      if (castrated.has(cat.id)) expect(cat.isSterilized).toBe(true);
      else if (inTnr.has(cat.id)) expect(cat.isSterilized).toBe(false);
    }
    for (const step of steps) {
      const cat = h.db.select().from(cats).where(eq(cats.id, step.catId)).get()!;
      expect(step.doneOn >= cat.createdAt.toISOString().slice(0, 10)).toBe(true);
    }
    expect(h.db.select().from(catAdoptions).all()).toHaveLength(1);
    expect(h.db.select().from(cats).where(eq(cats.status, 'Adotado')).all()).toHaveLength(1);
  }, 60_000);

  it('never touches a database that already has data', async () => {
    h = createHarness();
    h.createUser({ name: 'Someone' });
    expect(await seedDemoData(h.deps)).toBe(false);
    expect(n(users)).toBe(1);
    expect(n(cats)).toBe(0);
  });
});
