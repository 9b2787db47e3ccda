import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '../lib/upload-limits.js';
import * as catsService from '../services/cats.js';
import * as checkinsService from '../services/checkins.js';
import * as usersService from '../services/users.js';
import { fieldErrors, rejection } from '../test/expect.js';
import {
  catData,
  catForm,
  checkinData,
  checkinForm,
  insertCat,
  jpeg,
  profileForm,
  uploadForm,
} from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

vi.mock('../services/cats.js', async (importOriginal) => {
  const actual = await importOriginal<typeof catsService>();
  return { ...actual, createCat: vi.fn(actual.createCat), updateCat: vi.fn(actual.updateCat) };
});
vi.mock('../services/checkins.js', async (importOriginal) => {
  const actual = await importOriginal<typeof checkinsService>();
  return { ...actual, createCheckin: vi.fn(actual.createCheckin) };
});
vi.mock('../services/users.js', async (importOriginal) => {
  const actual = await importOriginal<typeof usersService>();
  return { ...actual, updateProfile: vi.fn(actual.updateProfile) };
});

const services = [
  catsService.createCat,
  catsService.updateCat,
  checkinsService.createCheckin,
  usersService.updateProfile,
] as const;

let h: Harness;
beforeEach(() => vi.clearAllMocks());
afterEach(() => h?.close());

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

/** The input a service was called with. */
function inputOf<I>(service: (ctx: never, input: I) => Promise<unknown>): I | undefined {
  return vi.mocked(service).mock.calls[0]?.[1];
}

describe('upload procedures', () => {
  it('hand the services typed input: `data` parsed by its schema and the files as File', async () => {
    h = createHarness();
    const user = h.createUser();
    const caller = h.callerFor(user);
    const extras = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => jpeg(i)));
    const cat = await caller.cats.create(catForm(catData(), await jpeg(), extras));

    const created = inputOf(catsService.createCat);
    expect(created).not.toBeInstanceOf(FormData);
    expect(created?.data).toMatchObject({ name: 'Mingau', health: 'Regular', needs: [] });
    expect(created?.photo).toBeInstanceOf(File);
    // Beyond five, additional photos are dropped.
    expect(created?.additionalPhotos).toHaveLength(UPLOAD_LIMITS.additionalPhotosMax);
    expect(cat.additionalPhotos).toHaveLength(UPLOAD_LIMITS.additionalPhotosMax);

    await caller.cats.update(catForm({ id: cat._id, name: 'Mingo' }));
    expect(inputOf(catsService.updateCat)).toMatchObject({
      data: { id: cat._id, name: 'Mingo', removeAdditionalPhotos: [] },
      photo: undefined,
      additionalPhotos: [],
    });

    const stray = insertCat(h);
    await caller.checkins.create(checkinForm(checkinData(stray), [await jpeg(9)]));
    const checkin = inputOf(checkinsService.createCheckin);
    expect(checkin?.data).toMatchObject({ catId: stray.id, needs: [], actionsDescription: '' });
    expect(checkin?.photos).toEqual([expect.any(File)]);

    await caller.users.updateProfile(profileForm({ bio: '  Oi ' }, await jpeg(10)));
    expect(inputOf(usersService.updateProfile)).toEqual({
      data: { bio: 'Oi' },
      profilePicture: expect.any(File),
    });
  });

  it('refuse a bad form before any service code runs, storing nothing', async () => {
    h = createHarness();
    const user = h.createUser();
    const caller = h.callerFor(user);
    const cat = insertCat(h, { discoveredById: user.id });
    const big = Buffer.alloc(UPLOAD_LIMITS.photoMaxBytes + 1);
    const photo = await jpeg();
    const manyParts = uploadForm(
      catData(),
      Object.fromEntries(
        Array.from({ length: UPLOAD_LIMITS.formMaxParts }, (_, i) => [`f${i}`, ['x']]),
      ),
    );

    const cases = [
      [() => caller.cats.create(catForm(catData(), big)), 'PAYLOAD_TOO_LARGE', 'photoTooLarge'],
      [
        () => caller.cats.create(uploadForm(catData(), { photo: ['text'] })),
        'BAD_REQUEST',
        'photoNotImage',
      ],
      [() => caller.cats.create(manyParts), 'PAYLOAD_TOO_LARGE', 'bodyTooLarge'],
      [
        () => caller.cats.update(uploadForm('{"id":', { photo: [photo] })),
        'BAD_REQUEST',
        'invalidJson',
      ],
      [
        () =>
          caller.checkins.create(checkinForm(checkinData(cat), Array(6).fill(photo) as Buffer[])),
        'BAD_REQUEST',
        'checkinTooManyPhotos',
      ],
      [
        () => caller.users.updateProfile(uploadForm({}, { profilePicture: [photo, photo] })),
        'BAD_REQUEST',
        'photoNotImage',
      ],
    ] as const;
    for (const [call, code, message] of cases) {
      const error = await rejection(call(), code);
      expect(error.message).toBe(message);
    }

    const missing = await rejection(caller.cats.create(catForm(catData())), 'BAD_REQUEST');
    expect(fieldErrors(missing).map((e) => e.param)).toEqual(['photo']);
    const invalid = await rejection(
      caller.checkins.create(checkinForm({ ...checkinData(cat), actions: [] }, [photo])),
      'BAD_REQUEST',
    );
    expect(fieldErrors(invalid).map((e) => e.param)).toEqual(['actions']);

    for (const service of services) expect(service).not.toHaveBeenCalled();
    expect(filesIn(h.uploadsDir)).toEqual([]);
  });
});
