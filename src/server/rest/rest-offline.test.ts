import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cats, checkins } from '../db/schema.js';
import {
  catFields,
  checkinFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  photo,
  PREFIXES,
  type RestApp,
} from '../test/rest-client.js';

/** The outbox's fields over REST: clientId and capturedAt as multipart fields. */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

const rows = (table: typeof checkins | typeof cats) =>
  r.db.select({ n: count() }).from(table).get()!.n;

describe('REST: clientId and capturedAt', () => {
  it.each(PREFIXES)('POST %s/checkins sent again answers the first check-in', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const cat = await r.registerCat(token);
    const made = new Date(r.clock.now().getTime() - 2 * 60 * 60 * 1000).toISOString();
    const fields = checkinFields(cat._id, {
      clientId: randomUUID(),
      capturedAt: made,
      photos: file(await photo(4)),
    });
    const first = expectDocumented(
      'createCheckIn',
      await r.post(`${p}/checkins`, { token, form: form(fields) }),
      201,
    );
    expect(first.checkIn.createdAt).toBe(made);
    const again = expectDocumented(
      'createCheckIn',
      await r.post(`${p}/checkins`, { token, form: form(fields) }),
      201,
    );
    expect(again).toEqual(first);
    expect(rows(checkins)).toBe(1);
    expect(r.storedFiles()).toHaveLength(4); // the cat's photo and the check-in's, each with a thumbnail

    const changed = await r.post(`${p}/checkins`, {
      token,
      form: form({ ...fields, healthStatus: 'Regular' }),
      headers: { 'accept-language': 'en' },
    });
    expect(expectDocumented('createCheckIn', changed, 409)).toEqual({
      msg: 'This record was already sent with different content. Discard it or make a new record.',
    });
    expect(rows(checkins)).toBe(1);
  });

  it('the same check-in over tRPC and then REST is one check-in', async () => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const cat = await r.registerCat(token);
    const clientId = randomUUID();
    const fields = checkinFields(cat._id, { clientId });
    const viaRest = await r.post('/api/checkins', { token, form: form(fields) });
    expect(viaRest.status).toBe(201);
    const data = {
      catId: cat._id,
      actions: ['Alimentou', 'Deu água'],
      actionsDescription: 'Ração e água fresca',
      healthStatus: 'Bom',
      needs: ['Abrigo'],
      needsDescription: 'Chove muito',
      location: {
        latitude: viaRest.body.checkIn.location.coordinates[1],
        longitude: viaRest.body.checkIn.location.coordinates[0],
      },
      clientId,
    };
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    const viaTrpc = await r.postForm('checkins.create', body, { 'x-auth-token': token });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.result.data.checkIn._id).toBe(viaRest.body.checkIn._id);
    expect(rows(checkins)).toBe(1);
  });

  it('POST /api/cats sent again answers the first cat; a bad capturedAt is 400', async () => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const clientId = randomUUID();
    const first = await r.registerCat(token, { clientId });
    const again = await r.registerCat(token, { clientId });
    expect(again).toEqual(first);
    expect(rows(cats)).toBe(1);

    const bad = await r.post('/api/cats', {
      token,
      form: form(await catFields({ capturedAt: 'ontem' })),
    });
    expect(bad.status).toBe(400);
  });

  it('the OpenAPI document names both fields on the check-in and cat forms, and 409', async () => {
    r = await createRestApp();
    const doc = (await r.get('/api/openapi.json')).body;
    for (const [path, operation] of [
      ['/checkins', 'post'],
      ['/cats', 'post'],
    ] as const) {
      const op = doc.paths[path][operation];
      const schema = op.requestBody.content['multipart/form-data'].schema;
      expect(schema.properties.clientId).toMatchObject({ type: 'string', format: 'uuid' });
      expect(schema.properties.capturedAt).toMatchObject({ type: 'string', format: 'date-time' });
      expect(schema.required).not.toContain('clientId');
      expect(op.responses['409']).toBeDefined();
    }
  });
});
