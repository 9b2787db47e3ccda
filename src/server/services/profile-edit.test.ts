import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AVATARS } from '../../shared/avatars.js';
import { LIMITS } from '../../shared/constants.js';
import { users } from '../db/schema.js';
import { storedPhotoOfUrl } from '../lib/photos.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { jpeg, profileForm } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

/** Every stored file under the uploads folder (folders left empty do not count). */
const storedFiles = () =>
  readdirSync(h.uploadsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.webp'),
  );

describe('users.updateProfile', () => {
  it('trims and saves the name and bio, and says what is wrong with bad ones', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana', bio: 'antes' });
    const me = h.callerFor(ana);

    const updated = await me.users.updateProfile(
      profileForm({ name: '  Ana Maria  ', bio: '  Gateira  ' }),
    );
    expect(updated).toMatchObject({ _id: ana.id, name: 'Ana Maria', bio: 'Gateira' });
    expect(h.reload(ana)).toMatchObject({ name: 'Ana Maria', bio: 'Gateira' });

    expect(await me.users.updateProfile(profileForm({ bio: '' }))).toMatchObject({
      name: 'Ana Maria',
      bio: '',
    });

    const blank = await rejection(
      me.users.updateProfile(profileForm({ name: '   ' })),
      'BAD_REQUEST',
    );
    expect(fieldErrors(blank)[0]).toEqual({ param: 'name', msg: 'Nome é obrigatório' });
    expect(fieldErrors(blank, 'en')[0]).toEqual({ param: 'name', msg: 'Name is required' });

    const long = await rejection(
      me.users.updateProfile(profileForm({ name: 'x'.repeat(LIMITS.nameMax + 1) })),
      'BAD_REQUEST',
    );
    expect(fieldErrors(long)[0]?.param).toBe('name');
    const longBio = await rejection(
      me.users.updateProfile(profileForm({ bio: 'x'.repeat(LIMITS.bioMax + 1) })),
      'BAD_REQUEST',
    );
    expect(fieldErrors(longBio)[0]?.param).toBe('bio');
    await rejection(me.users.updateProfile(profileForm({ name: 42 })), 'BAD_REQUEST');
    await rejection(me.users.updateProfile(profileForm({ email: 'x@y.z' })), 'BAD_REQUEST');
    const json = await rejection(me.users.updateProfile(profileForm('{nope')), 'BAD_REQUEST');
    expect(json.message).toBe('invalidJson');

    expect(h.reload(ana)).toMatchObject({ name: 'Ana Maria', bio: '' });
  });

  it('stores a new picture under a generated name and removes the one it replaces', async () => {
    h = createHarness();
    const ana = h.createUser({ profilePicture: AVATARS[0].url });
    const me = h.callerFor(ana);

    const first = await me.users.updateProfile(profileForm({ name: 'Ana' }, await jpeg(1)));
    expect(first.name).toBe('Ana');
    expect(first.profilePicture).toMatch(
      /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{24}-thumb\.webp$/,
    );
    const firstFiles = storedPhotoOfUrl(first.profilePicture)!;
    expect(storedFiles().sort()).toEqual(
      [firstFiles.file, firstFiles.thumb].map((f) => join(...f.split('/'))).sort(),
    );
    const thumb = await sharp(join(h.uploadsDir, firstFiles.thumb)).metadata();
    expect(thumb.format).toBe('webp');

    // Only a picture, no `data` field.
    const second = await me.users.updateProfile(profileForm(undefined, await jpeg(2)));
    expect(second.name).toBe('Ana');
    const secondFiles = storedPhotoOfUrl(second.profilePicture)!;
    expect(secondFiles.file).not.toBe(firstFiles.file);
    expect(existsSync(join(h.uploadsDir, firstFiles.file))).toBe(false);
    expect(existsSync(join(h.uploadsDir, firstFiles.thumb))).toBe(false);
    expect(existsSync(join(h.uploadsDir, secondFiles.file))).toBe(true);
    expect(existsSync(join(h.uploadsDir, secondFiles.thumb))).toBe(true);
    expect(storedFiles()).toHaveLength(2);

    // Choosing an avatar drops the upload too.
    const avatar = await me.users.setAvatar({ avatarId: 'tabby' });
    expect(avatar.profilePicture).toBe('/avatars/tabby.svg');
    expect(storedFiles()).toEqual([]);
  });

  it('rejects a picture that is not an image, storing nothing and changing nothing', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana', profilePicture: AVATARS[1].url });
    const me = h.callerFor(ana);

    const text = Buffer.from('definitely not a picture');
    const error = await rejection(
      me.users.updateProfile(profileForm({ name: 'Outra' }, text)),
      'BAD_REQUEST',
    );
    expect(messageOf(error, 'pt-BR')).toBe('Foto inválida: envie uma imagem JPEG, PNG ou WebP.');
    await rejection(me.users.updateProfile(profileForm({}, 'a string part')), 'BAD_REQUEST');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await rejection(me.users.updateProfile(profileForm({}, svg)), 'BAD_REQUEST');
    const huge = Buffer.alloc(LIMITS.photoMaxBytes + 1);
    await rejection(me.users.updateProfile(profileForm({}, huge)), 'PAYLOAD_TOO_LARGE');

    expect(storedFiles()).toEqual([]);
    expect(h.reload(ana)).toMatchObject({ name: 'Ana', profilePicture: AVATARS[1].url });
  });

  it('removes the stored picture again when the write fails', async () => {
    h = createHarness();
    const ana = h.createUser();
    const me = h.callerFor(ana);
    // The account is deleted between the check of the token and the write.
    h.db.update(users).set({ deletedAt: h.clock.now() }).where(eq(users.id, ana.id)).run();
    await rejection(me.users.updateProfile(profileForm({}, await jpeg())), 'UNAUTHORIZED');
    expect(storedFiles()).toEqual([]);
  });
});

describe('avatars and notification settings', () => {
  it('lists the default avatars and sets a known one only', async () => {
    h = createHarness();
    expect(await h.anon.users.avatars()).toEqual([
      { id: 'orange', url: '/avatars/orange.svg', name: 'Gato Laranja' },
      { id: 'black', url: '/avatars/black.svg', name: 'Gato Preto' },
      { id: 'tabby', url: '/avatars/tabby.svg', name: 'Gato Malhado' },
      { id: 'siamese', url: '/avatars/siamese.svg', name: 'Gato Siamês' },
    ]);
    const ana = h.createUser();
    const me = h.callerFor(ana);
    expect(await me.users.setAvatar({ avatarId: 'black' })).toMatchObject({
      profilePicture: '/avatars/black.svg',
    });
    const error = await rejection(
      me.users.setAvatar({ avatarId: 'dog' as 'black' }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(error)[0]).toEqual({
      param: 'avatarId',
      msg: 'Avatar desconhecido. Escolha um dos avatares da lista.',
    });
    await rejection(me.users.setAvatar({} as { avatarId: 'black' }), 'BAD_REQUEST');
    expect(h.reload(ana).profilePicture).toBe('/avatars/black.svg');
  });

  it('changes only the settings sent, within 1–10 km in steps of 1 km', async () => {
    h = createHarness();
    const ana = h.createUser();
    const me = h.callerFor(ana);
    expect((await me.users.profile()).user.notificationSettings).toEqual({
      nearbyAlerts: true,
      favoriteUpdates: true,
      achievementAlerts: true,
      radius: 5000,
    });
    const updated = await me.users.updateNotificationSettings({
      nearbyAlerts: false,
      radius: 3000,
    });
    expect(updated.notificationSettings).toEqual({
      nearbyAlerts: false,
      favoriteUpdates: true,
      achievementAlerts: true,
      radius: 3000,
    });
    for (const radius of [1000, 10_000]) {
      expect(
        (await me.users.updateNotificationSettings({ radius })).notificationSettings.radius,
      ).toBe(radius);
    }
    for (const radius of [0, 1500, 11_000, -1000, 999.5]) {
      const error = await rejection(me.users.updateNotificationSettings({ radius }), 'BAD_REQUEST');
      expect(fieldErrors(error)[0]).toEqual({
        param: 'radius',
        msg: 'O raio de alertas deve ser de 1 a 10 km, em passos de 1 km.',
      });
    }
    await rejection(
      me.users.updateNotificationSettings({ radius: '5000' as unknown as number }),
      'BAD_REQUEST',
    );
    await rejection(
      me.users.updateNotificationSettings({ nearbyAlerts: 'no' as unknown as boolean }),
      'BAD_REQUEST',
    );
    expect(h.reload(ana)).toMatchObject({ nearbyAlerts: false, notificationRadius: 10_000 });
  });
});
