import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { transaction } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { sweepUnseenCats } from './unseen-alerts.js';

// The "Gatos sumidos" alert as a push: on when the coordinator has a device, naming nobody,
// held in the quiet hours like every notice that is not an emergency (notifications/notify.ts).

let h: Harness;
let push: FakePushService;
afterEach(async () => {
  await h?.deps.push.stop();
  h?.close();
  await push?.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function withDevice(user: User) {
  const { id, ...subscription } = push.subscription();
  await h.callerFor(user).notifications.subscribe({ ...subscription, locale: 'pt-BR' });
  return id;
}

/** The pushes of unseen cats a device got (registering cats brings achievements too). */
const unseenPushes = (device: string) =>
  push
    .payloadsFor(device)
    .filter((payload) => String((payload as { body?: unknown }).body).startsWith('Ninguém vê'));

const sweep = () => transaction(h.db, (tx) => sweepUnseenCats(tx, h.deps));

describe('an unseen-cat alert', () => {
  it('is pushed to a coordinator with a device without naming who saw the cat, and held at night', async () => {
    push = await startFakePushService();
    h = createHarness({ settings: { PUSH_SERVICES: [push.origin] } });
    // Tuesday 2026-11-10, 12:00 in São Paulo (UTC−3).
    h.clock.set('2026-11-10T15:00:00Z');
    const cora = h.createUser({ name: 'Cora' });
    const cats = h.callerFor(cora);
    const { _id: colonyId } = await cats.colonies.create({ name: 'Colônia da Ponte', ...HOME });
    const mingau = await registerCat(h, cora, { name: 'Mingau' });
    await cats.colonies.addCat({ colonyId, catId: mingau._id });
    const device = await withDevice(cora);

    h.clock.set(new Date(Date.parse('2026-11-10T15:00:00Z') + 8 * DAY));
    expect(sweep().alerted).toBe(1);
    await h.deps.push.sweep();
    expect(unseenPushes(device)).toEqual([
      expect.objectContaining({
        title: 'Mingau',
        body: 'Ninguém vê Mingau, de Colônia da Ponte, há 8 dias.',
        url: `/colony/${colonyId}`,
        urgent: false,
      }),
    ]);

    // A second cat added then, unseen past its days at 23:00 local: in the bell, the push held
    // for the morning digest.
    const pipoca = await registerCat(h, cora, { name: 'Pipoca' });
    await cats.colonies.addCat({ colonyId, catId: pipoca._id });
    h.clock.set('2026-11-26T02:00:00Z');
    expect(sweep().alerted).toBe(1);
    const held = h.db
      .select({ push: notifications.push, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.kind, 'catUnseen'))
      .all()
      .find((n) => n.params.catName === 'Pipoca');
    expect(held?.push).toBe('held');
    await h.deps.push.sweep();
    expect(unseenPushes(device)).toHaveLength(1);
  });
});
