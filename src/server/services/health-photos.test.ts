import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../db/schema.js';
import { healthEntryPhotos } from '../db/health-record-schema.js';
import { referencedPhotos, sweepOrphanPhotos } from '../lib/orphan-photos.js';
import { rejection } from '../test/expect.js';
import { catData, catForm, checkIn, healthForm, jpeg, registerCat } from '../test/fixtures.js';
import { createHarness, createTestApp, type Harness, type TestApp } from '../test/harness.js';
import { createCaller } from '../trpc/router.js';

let h: Harness | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  h?.close();
  h = undefined;
  await app?.close();
  app = undefined;
});

const TODAY = '2026-11-18';

/** A small receipt photo with camera metadata, below the 320 px a cat's photo needs. */
const receipt = () =>
  sharp({ create: { width: 240, height: 180, channels: 3, background: '#c87828' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Gateiros Test Cam', Copyright: 'Gateiros Test Author' } })
    .toBuffer();

async function setUp() {
  h = createHarness();
  const carer = h.createUser({ name: 'Ana' });
  const stranger = h.createUser({ name: 'Sara' });
  const cat = await registerCat(h, carer, { name: 'Mingau' });
  const add = async (user: User, photo?: Buffer) =>
    h!
      .callerFor(user)
      .healthRecord.add(healthForm({ catId: cat._id, kind: 'veterinario', doneOn: TODAY }, photo));
  return { carer, stranger, cat, add };
}

const photoRow = (entryId: string) =>
  h!.db
    .select()
    .from(healthEntryPhotos)
    .all()
    .find((row) => row.entryId === entryId);
const onDisk = (name: string) => existsSync(join(h!.uploadsDir, name));

describe('the photo of a health entry', () => {
  it('goes through the photo pipeline: any size, metadata stripped, read only by carers', async () => {
    const { carer, stranger, add } = await setUp();
    const entry = await add(carer, await receipt());
    expect(entry.hasPhoto).toBe(true);
    const row = photoRow(entry.id)!;
    for (const name of [row.file, row.thumb]) {
      const bytes = readFileSync(join(h!.uploadsDir, name));
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('Gateiros Test Cam')).toBe(false);
    }
    const { dataUrl } = await h!.callerFor(carer).healthRecord.photo({ id: entry.id });
    expect(dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
    const full = await h!.callerFor(carer).healthRecord.photo({ id: entry.id, size: 'full' });
    expect(full.dataUrl.length).toBeGreaterThan(dataUrl.length - 1);
    await rejection(h!.callerFor(stranger).healthRecord.photo({ id: entry.id }), 'NOT_FOUND');
    await rejection(h!.anon.healthRecord.photo({ id: entry.id }), 'UNAUTHORIZED');
    // Not an image: refused like a check-in's photo, nothing stored.
    const refused = await rejection(add(carer, Buffer.from('not a photo')), 'BAD_REQUEST');
    expect(refused.message).toBe('photoNotImage');
    expect(h!.db.select().from(healthEntryPhotos).all()).toHaveLength(1);
  });

  it('the orphan sweep and backups know it; edits, deletions and the cat’s deletion remove the files', async () => {
    const { carer, cat, add } = await setUp();
    await checkIn(h!, carer, cat, {}, [await jpeg(3)]);
    const entry = await add(carer, await receipt());
    const first = photoRow(entry.id)!;
    expect(referencedPhotos(h!.db).has(first.file)).toBe(true);
    expect(referencedPhotos(h!.db).has(first.thumb)).toBe(true);
    expect(await sweepOrphanPhotos(h!.db, h!.uploadsDir)).toEqual([]);
    expect(onDisk(first.file) && onDisk(first.thumb)).toBe(true);

    // A new photo replaces the old one, whose files go.
    const ana = h!.callerFor(carer).healthRecord;
    const base = { id: entry.id, kind: 'veterinario', doneOn: TODAY };
    await ana.edit(healthForm(base, await jpeg(4)));
    const second = photoRow(entry.id)!;
    expect(second.file).not.toBe(first.file);
    expect(onDisk(first.file) || onDisk(first.thumb)).toBe(false);
    // An edit without a photo keeps it; removePhoto removes it.
    expect((await ana.edit(healthForm({ ...base, note: 'retorno' }))).hasPhoto).toBe(true);
    expect((await ana.edit(healthForm({ ...base, removePhoto: true }))).hasPhoto).toBe(false);
    expect(onDisk(second.file)).toBe(false);

    h!.clock.advance(60_000); // the export lists entries in the order they were made
    const other = await add(carer, await jpeg(5));
    const third = photoRow(other.id)!;
    expect(
      (await h!.callerFor(carer).users.exportData()).healthEntries.map((e) => e.hasPhoto),
    ).toEqual([false, true]);
    await ana.remove({ id: other.id });
    expect(onDisk(third.file)).toBe(false);

    const last = await add(carer, await jpeg(6));
    const fourth = photoRow(last.id)!;
    await h!.callerFor(carer).cats.delete({ id: cat._id });
    expect(onDisk(fourth.file) || onDisk(fourth.thumb)).toBe(false);
    expect(await sweepOrphanPhotos(h!.db, h!.uploadsDir)).toEqual([]);
  });

  it('is never served from /uploads/, where a check-in photo is', async () => {
    app = await createTestApp();
    const carer = app.createUser({ name: 'Ana' });
    const ctx = {
      ...app.app.deps,
      user: carer,
      isAdmin: false,
      locale: 'pt-BR' as const,
      ip: '::1',
    };
    const caller = createCaller(ctx);
    const { _id: catId } = await caller.cats.create(
      catForm(catData({ name: 'Mingau' }), await jpeg(1)),
    );
    const entry = await caller.healthRecord.add(
      healthForm({ catId, kind: 'veterinario', doneOn: TODAY }, await jpeg(2)),
    );
    const row = app.db
      .select()
      .from(healthEntryPhotos)
      .all()
      .find((r) => r.entryId === entry.id)!;
    const cat = await caller.cats.byId({ id: catId });
    const catPhoto = await app.app.inject({ method: 'GET', url: cat.cat.photoUrl });
    expect(catPhoto.statusCode).toBe(200);
    for (const name of [row.file, row.thumb]) {
      const res = await app.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
