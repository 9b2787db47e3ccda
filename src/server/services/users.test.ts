import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../shared/achievements.js';
import { AVATARS } from '../../shared/avatars.js';
import { nextLevelProgress } from '../../shared/points.js';
import { pointsLedger } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { messageOf, rejection } from '../test/expect.js';
import { checkIn, profileForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('users.profile and users.stats', () => {
  it('adds up check-ins, cats, discoveries and favourites from a stale context user', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia' });
    const me = h.callerFor(ana);

    const mingau = await registerCat(h, ana, { name: 'Mingau' });
    await registerCat(h, ana, { name: 'Frajola' });
    const tom = await registerCat(h, bia, { name: 'Tom' });

    await checkIn(h, ana, mingau);
    h.clock.advance(5 * HOUR);
    await checkIn(h, ana, mingau, { actions: ['Alimentou', 'Deu água'] });
    h.clock.advance(HOUR);
    await checkIn(h, ana, tom, { actionsDescription: 'Ração' });
    await me.favorites.add({ catId: tom.id });
    h.clock.advance(60_000);
    await me.favorites.add({ catId: mingau.id });

    // `ana` is the row as it was before any of this: the answer must not come from it.
    const profile = await me.users.profile();
    const stats = {
      totalCheckIns: 3,
      totalUniqueCats: 2,
      totalDiscovered: 2,
      favorites: 2,
      recentCheckIns: 3,
    };
    expect(profile.stats).toEqual(stats);
    expect(profile).toMatchObject({
      totalCheckIns: 3,
      totalUniqueCats: 2,
      totalDiscovered: 2,
    });
    expect(profile.favorites.map((c) => c.name)).toEqual(['Mingau', 'Tom']);
    expect(profile.recentCheckIns.map((c) => c.cat.name)).toEqual(['Tom', 'Mingau', 'Mingau']);
    expect(profile.recentCheckIns[0]).toMatchObject({
      actionsDescription: 'Ração',
      user: { _id: ana.id, name: 'Ana' },
    });
    expect(profile.recentCheckIns[0]!.location).toBeDefined();

    const points = h.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, ana.id))
      .all()
      .reduce((sum, row) => sum + row.points, 0);
    expect(points).toBeGreaterThan(100);
    expect(profile.user).toMatchObject({
      _id: ana.id,
      points,
      checkInsCount: 3,
      catsRegistered: 2,
      favorites: [mingau.id, tom.id],
    });
    expect(profile.levelProgress).toEqual(nextLevelProgress(points));
    expect(profile.levelProgress.next).toBeGreaterThan(points);

    expect(await me.users.stats()).toEqual(stats);
    h.clock.advance(31 * DAY);
    expect(await me.users.stats()).toEqual({ ...stats, recentCheckIns: 0 });

    const fresh = await h.callerFor(h.createUser()).users.profile();
    expect(fresh.stats).toEqual({
      totalCheckIns: 0,
      totalUniqueCats: 0,
      totalDiscovered: 0,
      favorites: 0,
      recentCheckIns: 0,
    });
    expect(fresh.favorites).toEqual([]);
    expect(fresh.recentCheckIns).toEqual([]);
    expect(fresh.levelProgress).toEqual({ level: 1, current: 0, next: 100, progress: 0 });
  });

  it('lists the latest 10 check-ins, newest first', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, h.createUser(), { name: 'Mingau' });
    for (let i = 0; i < 12; i++) {
      await checkIn(h, ana, cat, { actionsDescription: `visita ${i}` });
      h.clock.advance(HOUR);
    }
    const { recentCheckIns, stats } = await h.callerFor(ana).users.profile();
    expect(stats.totalCheckIns).toBe(12);
    expect(recentCheckIns.map((c) => c.actionsDescription)).toEqual(
      Array.from({ length: 10 }, (_, i) => `visita ${11 - i}`),
    );
  });
});

describe('users.publicProfile', () => {
  it('shows the public fields only, with unlocked achievements in the caller language', async () => {
    h = createHarness();
    const ana = h.createUser({
      name: 'Ana',
      email: 'ana.secreta@example.com',
      bio: 'Cuido dos gatos da praça',
    });
    const cat = await registerCat(h, ana, { name: 'Mingau' });
    await checkIn(h, ana, cat);
    await h.callerFor(ana).favorites.add({ catId: cat.id });

    const profile = await h.anon.users.publicProfile({ userId: ana.id });
    expect(Object.keys(profile).sort()).toEqual(
      [
        '_id',
        'achievements',
        'bio',
        'catsRegistered',
        'checkInsCount',
        'createdAt',
        'deleted',
        'level',
        'name',
        'points',
        'profilePicture',
        'totalCatsHelped',
      ].sort(),
    );
    expect(profile).toMatchObject({
      _id: ana.id,
      name: 'Ana',
      bio: 'Cuido dos gatos da praça',
      checkInsCount: 1,
      catsRegistered: 1,
      totalCatsHelped: 1,
      deleted: false,
    });
    expect(JSON.stringify(profile)).not.toContain('ana.secreta');
    expect(JSON.stringify(profile)).not.toContain(cat.id);
    expect(profile.achievements.map((a) => a.title).sort()).toEqual(
      ['Descobridor', 'Primeiro Contato'].sort(),
    );

    const inEnglish = await h.callerFor(null, 'en').users.publicProfile({ userId: ana.id });
    expect(inEnglish.achievements.map((a) => a.title)).not.toContain('Primeiro Contato');
    expect(inEnglish.achievements).toHaveLength(2);
  });

  it('is NOT_FOUND for an unknown user and BAD_REQUEST for an empty id', async () => {
    h = createHarness();
    const error = await rejection(h.anon.users.publicProfile({ userId: newId() }), 'NOT_FOUND');
    expect(messageOf(error, 'pt-BR')).toBe('Usuário não encontrado');
    await rejection(h.anon.users.publicProfile({ userId: ' ' }), 'BAD_REQUEST');
  });
});

describe('users.achievements', () => {
  it('lists all 15 with progress and unlock time, in the caller language', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, h.createUser(), { name: 'Mingau' });
    const before = await h.callerFor(ana).users.achievements();
    expect(before).toHaveLength(15);
    expect(before.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    // Everybody starts at level 1, so "level 10" is 1 of 10 from the start.
    expect(before.map((a) => a.progress)).toEqual(
      ACHIEVEMENTS.map((a) => (a.id === 'level10' ? 1 : 0)),
    );
    expect(before.every((a) => a.unlockedAt === null && !a.unlocked)).toBe(true);

    await checkIn(h, ana, cat, { actions: ['Levou ao veterinário'] });
    const list = await h.callerFor(ana).users.achievements();
    const byId = new Map(list.map((a) => [a.id, a]));
    expect(byId.get('checkins1')).toMatchObject({
      title: 'Primeiro Contato',
      icon: '👋',
      threshold: 1,
      progress: 1,
      unlocked: true,
      unlockedAt: h.clock.now().toISOString(),
    });
    expect(byId.get('vet')).toMatchObject({ title: 'Plantão Veterinário', unlocked: true });
    expect(byId.get('checkins10')).toMatchObject({
      threshold: 10,
      progress: 1,
      unlocked: false,
      unlockedAt: null,
    });
    expect(byId.get('discoverer')).toMatchObject({ progress: 0, unlocked: false });
    expect(list.every((a) => a.title.length > 0 && a.description.length > 0)).toBe(true);

    const english = await h.callerFor(ana, 'en').users.achievements();
    expect(english.find((a) => a.id === 'checkins1')!.title).not.toBe('Primeiro Contato');
  });
});

describe('access', () => {
  it('answers UNAUTHORIZED on every protected procedure without a user', async () => {
    h = createHarness();
    const anon = h.anon.users;
    await rejection(anon.profile(), 'UNAUTHORIZED');
    await rejection(anon.stats(), 'UNAUTHORIZED');
    await rejection(anon.updateProfile(profileForm({ name: 'X' })), 'UNAUTHORIZED');
    await rejection(anon.updateNotificationSettings({ radius: 2000 }), 'UNAUTHORIZED');
    await rejection(anon.setAvatar({ avatarId: 'black' }), 'UNAUTHORIZED');
    await rejection(anon.achievements(), 'UNAUTHORIZED');
    await rejection(anon.deleteAccount({ confirm: true }), 'UNAUTHORIZED');
    await rejection(anon.exportData(), 'UNAUTHORIZED');
    expect(await anon.avatars()).toHaveLength(AVATARS.length);
  });
});
