import { afterEach, describe, expect, it } from 'vitest';
import { createRestApp, homePoint, HOME, type RestApp } from '../test/rest-client.js';

// The free-text address names a place people can walk to (often the registrar's home): only a
// cat's carers and admins get it, on every path. Attack: read it as a visitor or another user.

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

const ADDRESS = 'Rua das Flores 123, casa da Ana';

async function everyAnswer(token: string | undefined, catId: string) {
  const opts = token ? { token } : {};
  const trpc = (path: string, input: unknown) =>
    r.query(path, input, token ? { 'x-auth-token': token } : {});
  const answers = [
    await r.get(`/api/cats/${catId}`, opts),
    await r.get(`/cats/${catId}`, opts),
    await r.get('/api/cats', opts),
    await r.get(`/api/cats?latitude=${HOME.latitude}&longitude=${HOME.longitude}`, opts),
    await r.get(`/cats/nearby?latitude=${HOME.latitude}&longitude=${HOME.longitude}`, opts),
    await trpc('cats.byId', { id: catId }),
    await trpc('cats.list', {}),
    await trpc('cats.nearby', HOME),
    await trpc('cats.emergencies', {}),
  ];
  if (token) answers.push(await r.get('/api/users/favorites', opts));
  for (const answer of answers) expect(answer.status).toBe(200);
  return answers.map((answer) => JSON.stringify(answer.body));
}

describe('the free-text address', () => {
  it('reaches the cat’s registrar and admins, never a visitor or another user', async () => {
    r = await createRestApp();
    const ana = await r.signIn({ name: 'Ana' });
    const bia = await r.signIn({ name: 'Bia', email: 'bia@gateiros.test' });
    const admin = await r.signIn({ name: 'Adão', email: 'adao@gateiros.test', isAdmin: true });
    const cat = await r.registerCat(ana.token, {
      location: homePoint(ADDRESS),
      health: 'Emergência',
    });
    // Bia follows the cat: her favourites list is one more path.
    const fav = await r.post('/api/users/favorites', {
      token: bia.token,
      json: { catId: cat._id },
    });
    expect(fav.status).toBe(200);

    for (const answer of await everyAnswer(undefined, cat._id)) {
      expect(answer).toContain(cat._id);
      expect(answer).not.toContain('Rua das Flores');
    }
    for (const answer of await everyAnswer(bia.token, cat._id)) {
      expect(answer).toContain(cat._id);
      expect(answer).not.toContain('Rua das Flores');
    }
    const own = await r.get(`/api/cats/${cat._id}`, { token: ana.token });
    expect(own.body.cat.location.address).toBe(ADDRESS);
    const asAdmin = await r.get(`/api/cats/${cat._id}`, { token: admin.token });
    expect(asAdmin.body.cat.location.address).toBe(ADDRESS);
  });
});
