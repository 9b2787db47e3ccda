import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, userFromToken } from '../context.js';
import { carerRequests, favorites, pointsLedger, users, type User } from '../db/schema.js';
import { storedPhotoOfUrl } from '../lib/photos.js';
import { rejection } from '../test/expect.js';
import { checkIn, HOME, jpeg, metersFrom, profileForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { createCaller } from '../trpc/router.js';
import { EXPORT_FORMAT_VERSION } from './account.js';
import { DELETED_USER_NAME } from './users.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;

async function uploadPicture(user: User) {
  return h.callerFor(user).users.updateProfile(profileForm(undefined, await jpeg(9)));
}

/** A signed-up user (real password, real token), as the app creates one. */
async function signUp(email: string, name = 'Ana') {
  const { token, user } = await h.anon.auth.register({ name, email, password: 'segredo123' });
  const row = h.db.select().from(users).where(eq(users.id, user._id)).get()!;
  return { token, row };
}

describe('users.deleteAccount', () => {
  it('anonymises the account and keeps the community history', async () => {
    h = createHarness();
    const { token, row: ana } = await signUp('ana@example.com');
    const bia = h.createUser({ name: 'Bia' });
    const mingau = await registerCat(h, bia, { name: 'Mingau' });
    const tom = await registerCat(h, ana, { name: 'Tom' });
    await checkIn(h, ana, mingau, { actionsDescription: 'Ração e água' });
    await h.callerFor(ana).favorites.add({ catId: mingau.id });
    await h.callerFor(ana).carers.request({ catId: mingau.id, message: 'Moro ao lado' });
    await h.callerFor(bia).carers.decide({ catId: mingau.id, userId: ana.id, decision: 'approve' });
    const withPicture = await uploadPicture(ana);
    const picture = storedPhotoOfUrl(withPicture.profilePicture)!;
    expect(existsSync(join(h.uploadsDir, picture.thumb))).toBe(true);
    const pointsBefore = h.reload(ana).points;
    expect(pointsBefore).toBeGreaterThan(0);
    const me = h.callerFor(ana);

    await rejection(me.users.deleteAccount({ confirm: false as true }), 'BAD_REQUEST');
    await rejection(me.users.deleteAccount({} as { confirm: true }), 'BAD_REQUEST');
    expect(h.reload(ana).deletedAt).toBeNull();

    h.clock.advance(HOUR);
    const result = await me.users.deleteAccount({ confirm: true });
    expect(result).toEqual({ deleted: true, deletedAt: h.clock.now().toISOString() });

    const row = h.reload(ana);
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      googleId: null,
      name: DELETED_USER_NAME,
      bio: '',
      profilePicture: '',
      tokenVersion: ana.tokenVersion + 1,
      points: pointsBefore,
      checkInsCount: 1,
    });
    expect(row.deletedAt).toEqual(h.clock.now());
    expect(existsSync(join(h.uploadsDir, picture.file))).toBe(false);
    expect(existsSync(join(h.uploadsDir, picture.thumb))).toBe(false);
    expect(h.db.select().from(favorites).where(eq(favorites.userId, ana.id)).all()).toEqual([]);
    // No longer a carer: the request, its message and the exact-position access are gone.
    expect(h.db.select().from(carerRequests).where(eq(carerRequests.userId, ana.id)).all()).toEqual(
      [],
    );
    expect((await h.callerFor(bia).carers.forCat({ catId: mingau.id })).carers).not.toContainEqual(
      expect.objectContaining({ userId: ana.id }),
    );

    // Old tokens stop working, through every path that reads them.
    expect(await userFromToken(h.deps, token)).toBeNull();
    const ctx = await createContext(h.deps, { 'x-auth-token': token }, '127.0.0.1');
    expect(ctx.user).toBeNull();
    await rejection(createCaller(ctx).auth.me(), 'UNAUTHORIZED');
    // A context that still holds the old row is refused too.
    await rejection(me.users.profile(), 'UNAUTHORIZED');
    await rejection(me.users.deleteAccount({ confirm: true }), 'UNAUTHORIZED');
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'segredo123' }),
      'BAD_REQUEST',
    );

    // The history stays, under the removed user's name.
    const bob = h.callerFor(h.createUser({ name: 'Bob' }));
    const byCat = await bob.checkins.byCat({ catId: mingau.id });
    expect(byCat.checkIns).toHaveLength(1);
    expect(byCat.checkIns[0]).toMatchObject({
      actionsDescription: 'Ração e água',
      user: { _id: ana.id, name: 'Usuário removido', profilePicture: '' },
    });
    const tomPage = await bob.cats.byId({ id: tom.id });
    expect(tomPage.cat.discoveredBy).toEqual({ _id: ana.id, name: 'Usuário removido' });
    const ranking = await bob.ranking.list({ period: 'all' });
    expect(ranking.ranking.find((e) => e._id === ana.id)).toMatchObject({
      name: 'Usuário removido',
      profilePicture: '',
      points: pointsBefore,
    });
    expect(
      h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, ana.id)).all().length,
    ).toBeGreaterThan(0);

    const pub = await bob.users.publicProfile({ userId: ana.id });
    expect(pub).toMatchObject({
      name: 'Usuário removido',
      profilePicture: '',
      bio: '',
      deleted: true,
      points: pointsBefore,
    });
    expect(JSON.stringify(pub)).not.toContain('ana@example.com');

    // The address is free again: a new, separate account.
    const again = await signUp('ana@example.com', 'Ana de novo');
    expect(again.row.id).not.toBe(ana.id);
    expect(again.row.points).toBe(0);
    expect(await userFromToken(h.deps, again.token)).toMatchObject({ id: again.row.id });
  });

  it('deletes a Google account the same way, freeing the Google id', async () => {
    h = createHarness();
    const ana = h.createUser({ googleId: 'google-sub-1', passwordHash: null });
    await h.callerFor(ana).users.deleteAccount({ confirm: true });
    expect(h.reload(ana)).toMatchObject({ googleId: null, email: null });
    // The unique index on google_id lets a new account take it.
    const other = h.createUser({ googleId: 'google-sub-1' });
    expect(other.googleId).toBe('google-sub-1');
  });
});

describe('users.exportData', () => {
  it('exports everything about the caller and nothing about anyone else', async () => {
    h = createHarness();
    const { row: ana } = await signUp('ana@example.com');
    const bia = h.createUser({ name: 'Bia', email: 'bia@example.com' });
    const mingau = await registerCat(h, bia, { name: 'Mingau' });
    const farAway = { latitude: HOME.latitude + 0.05, longitude: HOME.longitude };
    const tom = await registerCat(h, ana, { name: 'Tom', location: farAway });
    await h.callerFor(ana).users.updateNotificationSettings({ radius: 2000, nearbyAlerts: false });
    await h.callerFor(ana).favorites.add({ catId: mingau.id });
    await checkIn(
      h,
      ana,
      mingau,
      {
        actions: ['Alimentou', 'Levou ao veterinário'],
        healthStatus: 'Precisa de atenção',
        needs: ['Comida'],
        needsDescription: 'Está magro',
        actionsDescription: 'Levei ao posto',
      },
      [await jpeg(3)],
    );
    h.clock.advance(HOUR);
    await checkIn(h, bia, mingau, { actionsDescription: 'da Bia' });
    await h.callerFor(ana).carers.request({ catId: mingau.id, message: 'Passo lá toda manhã' });
    h.clock.advance(HOUR);
    await h.callerFor(bia).carers.decide({ catId: mingau.id, userId: ana.id, decision: 'decline' });

    const data = await h.callerFor(ana).users.exportData();
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/argon2/);
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('bia@example.com');
    expect(json).not.toContain('da Bia');

    expect(data).toMatchObject({
      format: 'gateiros-export',
      formatVersion: EXPORT_FORMAT_VERSION,
      exportedAt: h.clock.now().toISOString(),
      account: {
        _id: ana.id,
        name: 'Ana',
        email: 'ana@example.com',
        hasPassword: true,
        checkInsCount: 1,
        catsRegistered: 1,
      },
      notificationSettings: {
        nearbyAlerts: false,
        favoriteUpdates: true,
        achievementAlerts: true,
        radius: 2000,
      },
      favorites: [{ catId: mingau.id, name: 'Mingau' }],
    });

    expect(data.carerRequests).toEqual([
      {
        catId: mingau.id,
        catName: 'Mingau',
        status: 'declined',
        message: 'Passo lá toda manhã',
        requestedAt: new Date(h.clock.now().getTime() - HOUR).toISOString(),
        decidedAt: h.clock.now().toISOString(),
      },
    ]);
    expect(data.checkIns).toHaveLength(1);
    const [mine] = data.checkIns;
    const where = metersFrom(mingau, 10);
    expect(mine).toMatchObject({
      cat: { _id: mingau.id, name: 'Mingau' },
      actions: ['Alimentou', 'Levou ao veterinário'],
      healthStatus: 'Precisa de atenção',
      previousHealth: 'Regular',
      needs: ['Comida'],
      needsDescription: 'Está magro',
      actionsDescription: 'Levei ao posto',
      location: { type: 'Point', coordinates: [where.longitude, where.latitude] },
    });
    expect(mine!.pointsEarned).toBeGreaterThan(0);
    expect(mine!.bonusDetails.map((b) => b.type)).toContain('photoProof');
    expect(mine!.photos).toHaveLength(1);
    expect(mine!.photos[0]).toMatch(/^\/uploads\/photos\//);

    // Their own cat with its exact position (everybody else sees it shifted).
    expect(data.catsRegistered).toHaveLength(1);
    expect(data.catsRegistered[0]).toMatchObject({
      _id: tom.id,
      name: 'Tom',
      location: { coordinates: [farAway.longitude, farAway.latitude] },
    });
    expect(data.catsRegistered[0]!.photos).toHaveLength(1);
    const seenByBia = await h.callerFor(bia).cats.byId({ id: tom.id });
    expect(seenByBia.cat.location.coordinates).not.toEqual([farAway.longitude, farAway.latitude]);

    const total = data.points.reduce((sum, row) => sum + row.points, 0);
    expect(total).toBe(h.reload(ana).points);
    expect(data.points.map((row) => row.reason)).toEqual(
      expect.arrayContaining(['catRegistered', 'checkin']),
    );
    expect(data.achievements.map((a) => a.id).sort()).toEqual(
      ['checkins1', 'discoverer', 'vet'].sort(),
    );
    // The export is plain JSON: it survives a round trip unchanged.
    expect(JSON.parse(json)).toEqual(data);
  });

  it('exports an account with no activity as empty lists', async () => {
    h = createHarness();
    const ana = h.createUser({ googleId: 'google-sub-2', passwordHash: null });
    const data = await h.callerFor(ana).users.exportData();
    expect(data.account).toMatchObject({
      _id: ana.id,
      googleId: 'google-sub-2',
      hasPassword: false,
      points: 0,
    });
    expect(data.favorites).toEqual([]);
    expect(data.carerRequests).toEqual([]);
    expect(data.checkIns).toEqual([]);
    expect(data.catsRegistered).toEqual([]);
    expect(data.points).toEqual([]);
    expect(data.achievements).toEqual([]);
  });
});
