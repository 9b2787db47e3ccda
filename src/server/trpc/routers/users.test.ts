import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { users, type User } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { jpeg } from '../../test/checkin-fixtures.js';
import { createTestApp } from '../../test/harness.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let address: string | undefined;
afterEach(async () => {
  address = undefined;
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
type JsonBody = Record<string, any>;

function seedUser(): User {
  const now = t.clock.now();
  return t.db
    .insert(users)
    .values({
      id: newId(),
      name: 'Ana',
      email: 'ana@example.com',
      bio: 'Gateira',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

const tokenFor = (user: User) =>
  t.app.deps.tokens.sign({ userId: user.id, version: user.tokenVersion }, t.clock.now());

/** A FormData POST over a real socket, as the web client's httpLink sends it. */
async function postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
  if (!address) address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/trpc/${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as JsonBody };
}

const storedFiles = () =>
  readdirSync(t.uploadsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.webp'),
  );

describe('users over HTTP', () => {
  it('updates the profile from a multipart body and serves the new picture', async () => {
    t = await createTestApp();
    const ana = seedUser();
    const form = new FormData();
    form.append('data', JSON.stringify({ name: 'Ana Maria', bio: 'Cuido da praça' }));
    form.append('profilePicture', new Blob([new Uint8Array(await jpeg(4))]), 'me.jpg');
    const res = await postForm('users.updateProfile', form, {
      'x-auth-token': await tokenFor(ana),
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
    const token = await tokenFor(ana);
    const blank = () => {
      const form = new FormData();
      form.append('data', JSON.stringify({ name: '  ' }));
      return form;
    };
    const pt = await postForm('users.updateProfile', blank(), { 'x-auth-token': token });
    expect(pt.status).toBe(400);
    expect(pt.body.error.message).toBe('Nome é obrigatório');
    expect(pt.body.error.data.errors).toEqual([{ param: 'name', msg: 'Nome é obrigatório' }]);

    const en = await postForm('users.updateProfile', blank(), {
      'x-auth-token': token,
      'x-lang': 'en',
    });
    expect(en.body.error.message).toBe('Name is required');

    const notImage = new FormData();
    notImage.append('profilePicture', new Blob(['hello']), 'me.jpg');
    const bad = await postForm('users.updateProfile', notImage, {
      'x-auth-token': token,
      'x-lang': 'es',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'La foto de perfil no es una imagen válida (usa JPEG, PNG o WebP).',
    );
    expect(storedFiles()).toEqual([]);

    const anon = await postForm('users.updateProfile', blank());
    expect(anon.status).toBe(401);
  });

  it('serves the public profile without private fields and the settings as JSON', async () => {
    t = await createTestApp();
    const ana = seedUser();
    const input = encodeURIComponent(JSON.stringify({ userId: ana.id }));
    const pub = await t.app.inject({
      method: 'GET',
      url: `/trpc/users.publicProfile?input=${input}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json<JsonBody>().result.data).toMatchObject({ name: 'Ana', bio: 'Gateira' });
    expect(pub.body).not.toContain('ana@example.com');
    expect(pub.body).not.toContain('notificationSettings');

    const missing = encodeURIComponent(JSON.stringify({ userId: newId() }));
    const notFound = await t.app.inject({
      method: 'GET',
      url: `/trpc/users.publicProfile?input=${missing}`,
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json<JsonBody>().error.message).toBe('Usuário não encontrado');

    const settings = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.updateNotificationSettings',
      headers: { 'x-auth-token': await tokenFor(ana), 'content-type': 'application/json' },
      payload: { radius: 1500 },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json<JsonBody>().error.data.errors).toEqual([
      { param: 'radius', msg: 'O raio de alertas deve ser de 1 a 10 km, em passos de 1 km.' },
    ]);
  });
});
