import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { moderationLog } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { createRestApp, type RestApp } from '../test/rest-client.js';
import { ask, mutate } from './http.js';

// Attack: a moderator hides, restores or closes reports on their own cat, or dismisses the
// reports about themselves. Allowed only when nobody else could decide, and then flagged.

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

async function setUp() {
  r = await createRestApp();
  const mara = await r.signIn({ name: 'Mara', email: 'mara@gateiros.test', isModerator: true });
  const other = await r.signIn({ name: 'Otto', email: 'otto@gateiros.test', isModerator: true });
  const ana = await r.signIn({ name: 'Ana', email: 'ana@gateiros.test' });
  const cat = await r.registerCat(mara.token, { name: 'Da Mara' });
  for (const [targetType, targetId] of [
    ['cat', cat._id],
    ['user', mara.user.id],
  ]) {
    const res = await r.post('/api/reports', {
      token: ana.token,
      json: { targetType, targetId, reason: 'fake' },
    });
    expect(res.status).toBe(201);
  }
  return { mara, other, ana, cat };
}

const act = (catId: string) => ({ targetType: 'cat', targetId: catId, reason: 'Meu gato' });

describe('moderators and their own cases', () => {
  it('cannot hide, restore or dismiss reports on their own content, nor reports about themselves, while another moderator exists', async () => {
    const { mara, other, cat } = await setUp();
    const hide = await mutate(r, 'moderation.hide', act(cat._id), mara.token);
    expect(hide.status).toBe(403);
    expect(hide.body.error.message).toBe(
      'Você não pode decidir sobre algo seu ou sobre denúncias contra você: outra pessoa da moderação decide.',
    );
    const dismiss = await mutate(r, 'moderation.dismiss', act(cat._id), mara.token, 'en');
    expect(dismiss.status).toBe(403);
    expect(dismiss.body.error.message).toBe(
      'You cannot decide about your own content or reports about you: another moderator decides.',
    );
    const aboutHer = await mutate(
      r,
      'moderation.dismiss',
      { targetType: 'user', targetId: mara.user.id, reason: 'Não fiz nada' },
      mara.token,
      'es',
    );
    expect(aboutHer.status).toBe(403);
    expect(aboutHer.body.error.message).toContain('No puedes decidir');

    // Otto decides; Mara cannot undo it.
    expect((await mutate(r, 'moderation.hide', act(cat._id), other.token)).status).toBe(200);
    expect((await mutate(r, 'moderation.restore', act(cat._id), mara.token)).status).toBe(403);
    expect(r.db.select().from(moderationLog).all()).toMatchObject([
      { action: 'hide', actorId: other.user.id, ownCase: false },
    ]);
  });

  it('as the only moderator (no admin either) it is allowed and flagged in the audit log', async () => {
    const { mara, other, cat } = await setUp();
    r.db.update(users).set({ isModerator: false }).where(eq(users.id, other.user.id)).run();
    const dismiss = await mutate(r, 'moderation.dismiss', act(cat._id), mara.token);
    expect(dismiss.status).toBe(200);
    expect(dismiss.body.result.data).toEqual({ done: true, resolvedReports: 1 });
    const log = await ask(r, 'moderation.log', {}, mara.token);
    expect(log.body.result.data.entries).toMatchObject([
      { action: 'dismiss', targetId: cat._id, ownCase: true },
    ]);

    // An admin appears: the next own case is refused again.
    await r.signIn({ name: 'Adão', email: 'adao@gateiros.test', isAdmin: true });
    const hide = await mutate(r, 'moderation.hide', act(cat._id), mara.token);
    expect(hide.status).toBe(403);
  });
});
