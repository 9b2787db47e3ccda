import { afterEach, describe, expect, it } from 'vitest';
import { notificationText } from '../../shared/notification-text.js';
import { translatorFor } from '../lib/i18n.js';
import { type Caller, colonyApp } from '../test/colony-http.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { HOME } from '../test/fixtures.js';
import { checkinFields, form } from '../test/rest-client.js';
import { UNSEEN_TASK } from './unseen-alerts.js';
import { unseenCatsOf } from './unseen-cats.js';

// "Gatos sumidos" (issue 46, item 3) on the real app and database: feedings through
// colonies.feed, the alerts from the scheduler's own task on the test clock.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

const DAY = 24 * 60 * 60 * 1000;
// Wednesday 2026-11-18, 12:00 in São Paulo (UTC−3): outside the quiet hours.
const NOON = '2026-11-18T15:00:00Z';

/** Cora's colony of two cats she registered at NOON; Bia is a carer member; Sara is nobody. */
async function setUp() {
  app = await colonyApp();
  app.r.clock.set(NOON);
  const { cora, colonyId, cats } = await app.colonyOf(2);
  const bia = await app.person('Bia');
  await app.admit(cora, bia, colonyId);
  const sara = await app.person('Sara');
  return { cora, bia, sara, colonyId, cats };
}

const at = (days: number, minutes = 0) =>
  new Date(Date.parse(NOON) + days * DAY + minutes * 60_000).toISOString();

/** Runs the scheduler's due tasks at `iso` (the unseen sweep is hourly). */
async function tickAt(iso: string) {
  app.r.clock.set(iso);
  return app.r.app.scheduler.tick();
}

async function feed(who: Caller, colonyId: string, catIds: string[]) {
  const now = { user: who.user, token: await app.r.tokenFor(who.user) };
  const fed = await app.mutate(now, 'colonies.feed', { colonyId, catIds, location: HOME });
  expect(fed.status).toBe(200);
}

/** The "Gatos sumidos" notices in someone's bell: their text and link. */
async function unseenNotices(who: Caller) {
  // A session signed now: the days the clock moves outlast a session.
  const now = { user: who.user, token: await app.r.tokenFor(who.user) };
  const list = await app.trpc(now, 'notifications.list', {});
  expect(list.status).toBe(200);
  return (list.data.notifications as { kind: string; text: string; path: string }[])
    .filter((n) => n.kind === 'catUnseen')
    .map((n) => ({ text: n.text, path: n.path }));
}

describe('unseen colony cats', () => {
  it('tell the coordinators once after the days, with who saw the cat last; a sighting clears it, and a new spell is told again', async () => {
    const { cora, bia, colonyId, cats } = await setUp();
    const [mingau, pipoca] = cats as [(typeof cats)[0], (typeof cats)[0]];
    // Day 3: Bia feeds with Gato 0 ticked and Gato 1 unticked.
    app.r.clock.set(at(3));
    await feed(bia, colonyId, [mingau.id]);

    expect(await tickAt(at(7, -1))).toContain(UNSEEN_TASK);
    expect(await unseenNotices(cora)).toEqual([]);
    // Seven days after registration Gato 1 has not been seen; the next hourly run tells Cora.
    expect(await tickAt(at(7, 59))).toContain(UNSEEN_TASK);
    const told = {
      text: 'Ninguém vê Gato 1, de Colônia do Coreto, há 7 dias. Quem viu por último: Cora.',
      path: `/colony/${colonyId}`,
    };
    expect(await unseenNotices(cora)).toEqual([told]);
    // Carer members are not told: the coordinators are.
    expect(await unseenNotices(bia)).toEqual([]);

    // Not again while the spell lasts.
    await tickAt(at(8));
    await tickAt(at(9, 30));
    expect(await unseenNotices(cora)).toHaveLength(1);

    // What the colony page reads: days and who, never a position.
    const page = await app.trpc(
      { user: bia.user, token: await app.r.tokenFor(bia.user) },
      'unseenCats.ofColony',
      { colonyId },
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      days: 7,
      canEdit: false,
      cats: [
        { _id: mingau.id, name: 'Gato 0', seenBy: 'Bia', daysAgo: 6, unseen: false },
        { _id: pipoca.id, name: 'Gato 1', seenBy: 'Cora', daysAgo: 9, unseen: true },
      ],
    });
    expect(page.data.cats[0].lastSeenAt).toBe(at(3));
    for (const cat of cats)
      expectNoCoordinateOf(page.data, { latitude: cat.lat, longitude: cat.lng });
    // The summary a "Hoje" card reads.
    expect(unseenCatsOf(app.r.db, colonyId, app.r.clock.now())).toEqual({
      count: 1,
      cats: [{ catId: pipoca.id, name: 'Gato 1', lastSeenAt: at(0), seenBy: 'Cora', daysAgo: 9 }],
    });

    // Bia feeds leaving both ticked (the list's default): Gato 1 is seen again and cleared.
    await feed(bia, colonyId, [mingau.id, pipoca.id]);
    await tickAt(at(10, 30));
    expect(unseenCatsOf(app.r.db, colonyId, app.r.clock.now()).count).toBe(0);
    expect(await unseenNotices(cora)).toHaveLength(1);

    // Nobody comes for seven days: both are told, Gato 1 for the second time.
    expect(await tickAt(at(16, 29))).toContain(UNSEEN_TASK);
    expect(await unseenNotices(cora)).toHaveLength(1);
    expect(await tickAt(at(16, 90))).toContain(UNSEEN_TASK);
    const notices = await unseenNotices(cora);
    expect(notices.map((n) => n.text).sort()).toEqual([
      'Ninguém vê Gato 0, de Colônia do Coreto, há 7 dias. Quem viu por último: Bia.',
      'Ninguém vê Gato 1, de Colônia do Coreto, há 7 dias. Quem viu por último: Bia.',
      told.text,
    ]);
  });

  it("count any check-in as a sighting, and go by the colony's own days set by a coordinator", async () => {
    const { cora, bia, colonyId, cats } = await setUp();
    const set = await app.mutate(cora, 'unseenCats.setDays', { colonyId, days: 3 });
    expect(set.status).toBe(200);
    expect((await app.trpc(cora, 'unseenCats.ofColony', { colonyId })).data).toMatchObject({
      days: 3,
      canEdit: true,
    });
    // A check-in by anyone (here a carer's, without feeding) is a sighting too.
    app.r.clock.set(at(1));
    const checkin = await app.r.post('/api/checkins', {
      token: bia.token,
      form: form(checkinFields(cats[0]!.id, { actions: JSON.stringify(['Deu água']) })),
    });
    expect(checkin.status, JSON.stringify(checkin.body)).toBeLessThan(300);
    await tickAt(at(3, 30));
    expect((await unseenNotices(cora)).map((n) => n.text)).toEqual([
      'Ninguém vê Gato 1, de Colônia do Coreto, há 3 dias. Quem viu por último: Cora.',
    ]);
    // Longer days later: the told spell is not told again, Gato 0 waits for its own.
    await app.mutate(cora, 'unseenCats.setDays', { colonyId, days: 14 });
    await tickAt(at(5));
    expect(await unseenNotices(cora)).toHaveLength(1);
    expect(unseenCatsOf(app.r.db, colonyId, app.r.clock.now()).count).toBe(0);
  });

  it('refuse others and bad days with a clear message in the caller’s language', async () => {
    const { cora, bia, sara, colonyId } = await setUp();
    const byCarer = await app.mutate(bia, 'unseenCats.setDays', { colonyId, days: 5 });
    expect([byCarer.status, byCarer.message]).toEqual([
      403,
      'Só quem coordena esta colônia pode fazer isso.',
    ]);
    const stranger = await app.trpc(sara, 'unseenCats.ofColony', { colonyId });
    expect([stranger.status, stranger.message]).toEqual([
      403,
      'Só quem faz parte da colônia vê quando cada gato foi visto.',
    ]);
    const missing = await app.trpc(cora, 'unseenCats.ofColony', { colonyId: 'nope' });
    expect(missing.status).toBe(404);

    const cases: [unknown, string, string][] = [
      [1, 'Valor baixo demais (mínimo 2)', 'Value too low (at least 2)'],
      [61, 'Valor alto demais (máximo 60)', 'Value too high (at most 60)'],
      [2.5, 'Use um número inteiro de dias.', 'Use a whole number of days.'],
      [
        null,
        'Informe em quantos dias sem ser visto um gato é dado como sumido.',
        'Say after how many days without a sighting a cat counts as missing.',
      ],
    ];
    for (const [days, pt, en] of cases) {
      for (const [language, text] of [
        ['pt-BR', pt],
        ['en', en],
      ] as const) {
        const res = await app.r.app.inject({
          method: 'POST',
          url: '/trpc/unseenCats.setDays',
          headers: {
            'x-auth-token': cora.token,
            'content-type': 'application/json',
            'accept-language': language,
          },
          payload: JSON.stringify({ colonyId, days }),
        });
        expect(res.statusCode).toBe(400);
        const body = res.json<{ error: { data: { errors: { param: string; msg: string }[] } } }>();
        expect(body.error.data.errors).toEqual([{ param: 'days', msg: text }]);
      }
    }
    expect((await app.trpc(cora, 'unseenCats.ofColony', { colonyId })).data.days).toBe(7);
  });

  it('words the notice in each language, and a push names nobody', () => {
    const notice = {
      kind: 'catUnseen' as const,
      params: { catName: 'Pipoca', colonyName: 'Colônia da Ponte', days: 8, userName: 'Ana' },
    };
    expect(notificationText(translatorFor('en'), notice)).toBe(
      'Nobody has seen Pipoca of Colônia da Ponte for 8 days. Last seen by Ana.',
    );
    expect(notificationText(translatorFor('es'), notice)).toBe(
      'Nadie ve a Pipoca, de Colônia da Ponte, hace 8 días. Quien lo vio por última vez: Ana.',
    );
    expect(notificationText(translatorFor('pt-BR'), notice, true)).toBe(
      'Ninguém vê Pipoca, de Colônia da Ponte, há 8 dias.',
    );
  });
});
