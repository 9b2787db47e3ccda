import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { jpeg, profileForm } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const seedUser = () => t.createUser({ name: 'Ana', email: 'ana@example.com', bio: 'Gateira' });

const storedFiles = () =>
  readdirSync(t.uploadsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.webp'),
  );

describe('users over HTTP', () => {
  it('updates the profile from a multipart body and serves the new picture', async () => {
    t = await createTestApp();
    const ana = seedUser();
    const form = profileForm({ name: 'Ana Maria', bio: 'Cuido da praça' }, await jpeg(4));
    const res = await t.postForm('users.updateProfile', form, {
      'x-auth-token': await t.tokenFor(ana),
    });
    expect(res.status).toBe(200);
    const user = res.body.result.data;
    expect(user).toMatchObject({ _id: ana.id, name: 'Ana Maria', bio: 'Cuido da praça' });
    const picture = await t.app.inject({ method: 'GET', url: user.profilePicture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('answers field errors in the caller language and stores nothing', async () => {
    t = await createTestApp();
    const ana = seedUser();
    const token = await t.tokenFor(ana);
    const blank = () => profileForm({ name: '  ' });
    const pt = await t.postForm('users.updateProfile', blank(), { 'x-auth-token': token });
    expect(pt.status).toBe(400);
    expect(pt.body.error.message).toBe('Nome é obrigatório');
    expect(pt.body.error.data.errors).toEqual([{ param: 'name', msg: 'Nome é obrigatório' }]);

    const en = await t.postForm('users.updateProfile', blank(), {
      'x-auth-token': token,
      'x-lang': 'en',
    });
    expect(en.body.error.message).toBe('Name is required');

    const notImage = profileForm(undefined, Buffer.from('hello'));
    const bad = await t.postForm('users.updateProfile', notImage, {
      'x-auth-token': token,
      'x-lang': 'es',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Foto no válida: envía una imagen JPEG, PNG o WebP.');
    expect(storedFiles()).toEqual([]);

    const anon = await t.postForm('users.updateProfile', blank());
    expect(anon.status).toBe(401);
  });

  it('serves the public profile without private fields and the settings as JSON', async () => {
    t = await createTestApp();
    const ana = seedUser();
    const pub = await t.query('users.publicProfile', { userId: ana.id });
    expect(pub.status).toBe(200);
    expect(pub.body.result.data).toMatchObject({ name: 'Ana', bio: 'Gateira' });
    expect(JSON.stringify(pub.body)).not.toContain('ana@example.com');
    expect(JSON.stringify(pub.body)).not.toContain('notificationSettings');

    const notFound = await t.query('users.publicProfile', { userId: newId() });
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.message).toBe('Usuário não encontrado');

    const settings = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.updateNotificationSettings',
      headers: { 'x-auth-token': await t.tokenFor(ana), 'content-type': 'application/json' },
      payload: { radius: 1500 },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json<{ error: { data: { errors: unknown } } }>().error.data.errors).toEqual([
      { param: 'radius', msg: 'O raio de alertas deve ser de 1 a 10 km, em passos de 1 km.' },
    ]);
  });
});
