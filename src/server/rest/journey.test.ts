import { afterEach, expect, it } from 'vitest';
import { offsetPoint } from '../../shared/geo.js';
import {
  catFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  HOME,
  photo,
  pluck,
  type RestApp,
} from '../test/rest-client.js';

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

/** An external client (the original app's wrapper, a community script) over HTTP only. */
it('serves a whole external-client journey over HTTP', async () => {
  r = await createRestApp();

  // Register and log in; the token works in both headers.
  const registered = expectDocumented(
    'register',
    await r.post('/api/auth/register', {
      json: { name: 'Dona Cida', email: 'cida@example.com', password: 'gatinhos' },
    }),
    201,
  );
  const login = expectDocumented(
    'login',
    await r.post('/api/auth/login', {
      json: { email: 'CIDA@example.com', password: 'gatinhos' },
    }),
    200,
  );
  const token: string = login.token;
  expect(login.user._id).toBe(registered.user._id);
  expect((await r.get('/auth/me', { token, bearer: true })).body.name).toBe('Dona Cida');
  expect((await r.get('/auth/verify', { token })).body).toEqual({ valid: true });

  // Register a cat with photos (multipart, as the add-cat screen sends it).
  const cat = expectDocumented(
    'createCat',
    await r.post('/api/cats', {
      token,
      form: form(
        await catFields({
          name: 'Frajola',
          health: 'Precisa de atenção',
          additionalPhotos: [file(await photo(2)), file(await photo(3))],
        }),
      ),
    }),
    201,
  );
  expect(cat).toMatchObject({ name: 'Frajola', pointsEarned: 50 });
  expect(pluck(cat.bonusDetails, 'type')).toEqual(['catRegistered', 'achievement']);

  // Find it nearby (the home screen) and on the map list.
  const nearby = expectDocumented(
    'nearbyCats',
    await r.get(`/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}&radius=5000`, { token }),
    200,
  );
  expect(nearby).toEqual([expect.objectContaining({ _id: cat._id, distance: 0 })]);
  const map = await r.get('/api/cats?limit=100&status=Ativo');
  expect(pluck(map.body.cats, '_id')).toEqual([cat._id]);

  // Check in with photos: points and bonuses.
  const near = offsetPoint(HOME.latitude, HOME.longitude, 30, 45);
  const checkin = expectDocumented(
    'createCheckIn',
    await r.post('/api/checkins', {
      token,
      form: form({
        catId: cat._id,
        location: JSON.stringify({ type: 'Point', coordinates: [near.longitude, near.latitude] }),
        actions: JSON.stringify(['Alimentou', 'Levou ao veterinário']),
        actionsDescription: 'Consulta na clínica do bairro',
        healthStatus: 'Bom',
        needs: JSON.stringify([]),
        needsDescription: '',
        photos: [file(await photo(4)), file(await photo(5))],
      }),
    }),
    201,
  );
  // 10 + 25 actions, +7 (20%), +10 medical care, +15 sponsor, +15 needed attention, +5 photo
  expect(checkin.pointsEarned).toBe(35 + 7 + 10 + 15 + 15 + 5);
  expect(checkin.bonusDetails).toEqual(
    expect.arrayContaining([
      {
        type: 'newSponsor',
        message: expect.stringContaining('Frajola') as string,
        points: 15,
      },
      expect.objectContaining({ type: 'levelUp', points: 0 }),
    ]),
  );
  expect(checkin.checkIn.photos).toHaveLength(2);
  const page = expectDocumented('getCat', await r.get(`/api/cats/${cat._id}`), 200);
  expect(page.cat).toMatchObject({ health: 'Bom', totalCheckIns: 1 });
  expect(page.recentCheckIns[0].photos).toHaveLength(2);

  // Favourite, then unfavourite.
  await r.post('/api/users/favorites', { token, json: { catId: cat._id } });
  const favorites = expectDocumented(
    'listFavorites',
    await r.get('/api/users/favorites', { token }),
    200,
  );
  expect(pluck(favorites, '_id')).toEqual([cat._id]);
  await r.del(`/api/users/favorites/${cat._id}`, { token });
  expect((await r.get('/api/users/favorites', { token })).body).toEqual([]);

  // Profile, stats, own check-ins.
  const profile = expectDocumented('getProfile', await r.get('/api/users/profile', { token }), 200);
  expect(profile.user).toMatchObject({ points: 50 + 87, level: 2, checkInsCount: 1 });
  expect(profile).toMatchObject({ totalCheckIns: 1, totalUniqueCats: 1, totalDiscovered: 1 });
  expect(pluck(profile.user.achievements, 'id')).toEqual(
    expect.arrayContaining(['discoverer', 'checkins1', 'vet']),
  );
  const stats = expectDocumented('getStats', await r.get('/api/users/stats', { token }), 200);
  expect(stats).toMatchObject({ totalCheckIns: 1, favorites: 0 });
  const mine = expectDocumented('myCheckIns', await r.get('/checkins/user', { token }), 200);
  expect(pluck(mine.checkIns, '_id')).toEqual([checkin.checkIn._id]);

  // Ranking in each period.
  for (const period of ['all', 'month', 'week']) {
    const ranking = expectDocumented(
      'getRanking',
      await r.get(`/api/users/ranking?period=${period}&page=1&limit=25`, { token }),
      200,
    );
    expect(ranking.ranking).toEqual([
      expect.objectContaining({ rank: 1, name: 'Dona Cida', points: 137 }),
    ]);
    expect(ranking).toMatchObject({ userRank: 1, userPoints: 137, totalPages: 1 });
  }

  // Notification settings, then an avatar from the list.
  const settings = expectDocumented(
    'updateProfile',
    await r.put('/api/users/profile', {
      token,
      json: {
        notificationSettings: {
          nearbyAlerts: false,
          favoriteUpdates: true,
          achievementAlerts: false,
          radius: 2000,
        },
      },
    }),
    200,
  );
  expect(settings.notificationSettings).toEqual({
    nearbyAlerts: false,
    favoriteUpdates: true,
    achievementAlerts: false,
    radius: 2000,
  });
  const avatars = expectDocumented('listAvatars', await r.get('/api/avatars'), 200);
  const avatar = expectDocumented(
    'setAvatar',
    await r.put('/api/users/profile/avatar', { token, json: { avatarId: avatars[2].id } }),
    200,
  );
  expect(avatar.profilePicture).toBe(avatars[2].url);
  expect((await r.get('/api/users/me', { token })).body).toMatchObject({
    profilePicture: avatars[2].url,
    notificationSettings: { radius: 2000 },
  });
});
