import { afterEach, describe, expect, it } from 'vitest';
import { userAchievements } from '../db/schema.js';
import { HOUR } from '../test/cat-helpers.js';
import { checkIn, insertCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { checkinFields, createRestApp, form, type RestApp } from '../test/rest-client.js';
import { WRITE_LIMITS, writeLimiters } from './write-limiters.js';

/** Per-account write limits: a flood stops early; real carers' days pass. */

let r: RestApp | undefined;
let h: Harness | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
  h?.close();
  h = undefined;
});

describe('write limits', () => {
  it('stops 300 check-ins on one cat in an instant, which unlock no check-in achievement', async () => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
    const cat = insertCat(r);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<RestApp['post']>> | undefined;
    for (let i = 0; i < 300; i++) {
      const res = await r.post('/api/checkins', {
        token,
        form: form(checkinFields(cat.id)),
        headers: { 'accept-language': 'en' },
      });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(WRITE_LIMITS.checkins.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - WRITE_LIMITS.checkins.max);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused!.body.msg).toMatch(/^You made too many of these in a short time/);
    // Only the check-ins that earned points count for the achievements: the cooldown let one.
    const unlocked = r.db
      .select()
      .from(userAchievements)
      .all()
      .filter((a) => a.userId === user.id)
      .map((a) => a.achievementId);
    expect(unlocked).not.toContain('checkins10');
    expect(unlocked).not.toContain('checkins50');
    expect(unlocked).not.toContain('checkins100');
  });

  it('answers a report flood over tRPC with 429 and Retry-After', async () => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < WRITE_LIMITS.reports.max + 5; i++) {
      const cat = insertCat(r);
      const res = await r.app.inject({
        method: 'POST',
        url: '/trpc/moderation.report',
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify({ targetType: 'cat', targetId: cat.id, reason: 'fake' }),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter ??= res.headers['retry-after'];
    }
    expect(statuses.slice(0, WRITE_LIMITS.reports.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(WRITE_LIMITS.reports.max).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The window passes.
    r.clock.advance(WRITE_LIMITS.reports.windowMs);
    const later = await r.app.inject({
      method: 'POST',
      url: '/trpc/moderation.report',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ targetType: 'cat', targetId: insertCat(r).id, reason: 'fake' }),
    });
    expect(later.statusCode).toBe(200);
  });

  it('lets a carer register a colony of 30 cats in one day and feed 40 cats twice a day', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    for (let i = 0; i < 30; i++) {
      await registerCat(h, ana, { name: `Gato ${i}` });
      h.clock.advance(5 * 60 * 1000);
    }
    const fed = Array.from({ length: 40 }, () => insertCat(h!));
    for (let day = 0; day < 3; day++) {
      for (const feeding of [0, 1]) {
        for (const cat of fed) await checkIn(h, ana, cat);
        h.clock.advance(feeding === 0 ? 10 * HOUR : 14 * HOUR);
      }
    }
    expect(h.reload(ana).checkInsCount).toBe(3 * 2 * 40);
  });

  // Issue 44, 5: what a restart forgets (the process's memory) leaves the budget as it was.
  const forgetMemory = (harness: Harness) => (harness.deps.limits.writes = writeLimiters());

  it('counts check-ins from their rows, back-dated ones too, whatever the process forgets', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = insertCat(h);
    const threeHoursAgo = new Date(h.clock.now().getTime() - 3 * HOUR).toISOString();
    const half = WRITE_LIMITS.checkins.max / 2;
    for (let i = 0; i < half; i++) await checkIn(h, ana, cat);
    // Sent now from the phone's outbox, made three hours ago: they count now.
    for (let i = 0; i < half; i++) await checkIn(h, ana, cat, { capturedAt: threeHoursAgo });
    forgetMemory(h);
    const refused = await checkIn(h, ana, cat).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    h.clock.advance(HOUR + 1);
    forgetMemory(h);
    await expect(checkIn(h, ana, cat)).resolves.toBeDefined();
  });

  it('gives no budget back for a deleted cat', async () => {
    h = createHarness();
    const ana = h.createUser();
    for (let i = 0; i < WRITE_LIMITS.cats.max - 1; i++) insertCat(h, { discoveredById: ana.id });
    const last = await registerCat(h, ana);
    await h.callerFor(ana).cats.delete({ id: last.id });
    forgetMemory(h);
    const refused = await registerCat(h, ana).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
