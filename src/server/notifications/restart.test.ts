import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { scheduledTasks } from '../db/jobs-schema.js';
import {
  helpClaims,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from '../db/notifications-schema.js';
import { cats, favorites, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { HOME } from '../test/fixtures.js';
import { exitOf, startServer } from '../test/server-process.js';
import { DIGEST_TASK } from './tasks.js';

const HOUR = 60 * 60 * 1000;
let dir: string;
let push: FakePushService;
let stopServer: (() => void) | undefined;
afterEach(async () => {
  stopServer?.();
  await push?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fixed-offset zone where it is now about noon: past the 07:00 digest, outside quiet hours. */
function noonZone(now: Date): string {
  let offset = 12 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT zones count the other way round: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const user = (db: Db, name: string, now: Date) =>
  db
    .insert(users)
    .values({
      id: newId(),
      name,
      email: `${newId()}@gateiros.test`,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();

function device(db: Db, userId: string, now: Date) {
  const { id, ...subscription } = push.subscription();
  db.insert(pushSubscriptions)
    .values({
      id: newId(),
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      locale: 'pt-BR',
      createdAt: now,
    })
    .run();
  return id;
}

/**
 * The database as a server left it before going down for the night: a claim 4 h old on a cat in
 * Emergência (due to lapse an hour ago), and two notifications held in the quiet hours with the
 * digest last sent yesterday at 07:00.
 */
function leftWhileDown(db: Db, now: Date) {
  const registrar = user(db, 'Rui', now);
  const helper = user(db, 'Ana', now);
  const fan = user(db, 'Fã', now);
  const sleeper = user(db, 'Dorminhoca', now);
  const cat = db
    .insert(cats)
    .values({
      id: newId(),
      name: 'Nina',
      health: 'Emergência',
      lat: HOME.latitude,
      lng: HOME.longitude,
      publicLat: HOME.latitude + 0.0015,
      publicLng: HOME.longitude,
      cell: 1,
      publicCell: 2,
      discoveredById: registrar.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  db.insert(favorites).values({ userId: fan.id, catId: cat.id, createdAt: now }).run();
  const fanDevice = device(db, fan.id, now);
  db.insert(helpClaims)
    .values({
      id: newId(),
      catId: cat.id,
      userId: helper.id,
      createdAt: new Date(now.getTime() - 4 * HOUR),
      lapsesAt: new Date(now.getTime() - HOUR),
      // Accepted by the registrar: the followers hear of its lapse.
      acceptedAt: new Date(now.getTime() - 4 * HOUR),
      acceptedById: registrar.id,
    })
    .run();
  const sleeperDevice = device(db, sleeper.id, now);
  for (let i = 0; i < 2; i++) {
    db.insert(notifications)
      .values({
        id: newId(),
        userId: sleeper.id,
        kind: 'favoriteCheckin',
        catId: cat.id,
        params: { catName: 'Nina' },
        createdAt: new Date(now.getTime() - (8 + i) * HOUR),
        push: 'held',
      })
      .run();
  }
  // Yesterday's digest ran at 07:00 local time.
  const localNoon = now.getTime();
  const yesterdaySeven = new Date(localNoon - 24 * HOUR - 5 * HOUR);
  db.insert(scheduledTasks)
    .values({ name: DIGEST_TASK, lastDueAt: yesterdaySeven, lastFinishedAt: yesterdaySeven })
    .run();
  return { fan, sleeper, fanDevice, sleeperDevice };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('runs once, after a restart, a claim lapse and a digest that fell due while it was down', async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-restart-'));
  push = await startFakePushService();
  const databasePath = join(dir, 'gateiros.db');
  const now = new Date();
  now.setUTCMinutes(0, 0, 0);
  const zone = noonZone(new Date());
  const seedDb = openDatabase(databasePath);
  const seeded = leftWhileDown(seedDb, now);
  seedDb.$client.close();

  const env = {
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: join(dir, 'uploads'),
    TZ_COMMUNITY: zone,
    PUSH_SERVICES: push.origin,
    BACKUP_EVERY_HOURS: '0',
  };
  const first = await startServer(env);
  stopServer = first.stop;
  await until(() => push.received.length >= 2, 'the lapse and the digest pushes');
  // Killed without warning, then started again.
  first.child.kill('SIGKILL');
  await exitOf(first.child);
  const second = await startServer(env);
  stopServer = second.stop;
  // Its first tick ran at start; a graceful stop waits for that tick and any push sweep to end,
  // so whatever they would have done again is done when it exits.
  second.child.kill('SIGTERM');
  expect(await exitOf(second.child)).toEqual({ code: 0, signal: null });

  const db = openDatabase(databasePath);
  try {
    const lapsed = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeded.fan.id), eq(notifications.kind, 'helpLapsed')))
      .all();
    expect(lapsed).toHaveLength(1);
    const digests = db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.userId, seeded.sleeper.id))
      .all();
    expect(digests).toMatchObject([{ digestCount: 2, result: 'sent' }]);
    expect(db.select().from(helpClaims).get()).toMatchObject({ endReason: 'lapsed' });
  } finally {
    db.$client.close();
  }
  expect(push.refused).toEqual([]);
  // The kill may land between a push's delivery and its record: it is sent again after the
  // restart, with the same tag, so the phone shows it once (and the push service keeps one, by
  // its Topic). The notification itself exists once.
  const fanPushes = push.payloadsFor(seeded.fanDevice) as { body: string; tag: string }[];
  expect(new Set(fanPushes.map((p) => p.tag)).size).toBe(1);
  expect(fanPushes[0]!.body).toBe(
    'A ajuda prometida a Nina expirou sem check-in: o gato ainda pode precisar de alguém.',
  );
  const digests = push.payloadsFor(seeded.sleeperDevice) as { body: string; tag: string }[];
  expect(new Set(digests.map((p) => p.tag)).size).toBe(1);
  expect(digests[0]!.body).toBe('2 notificações novas durante a noite. Toque para ver.');
});
