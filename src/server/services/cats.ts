import { eq, inArray } from 'drizzle-orm';
import { LIMITS, URGENT_HEALTH } from '../../shared/constants.js';
import { BONUS, FAIR_PLAY, type BonusLine } from '../../shared/points.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext } from '../context.js';
import { transaction } from '../db/client.js';
import { catPhotos, cats, type Cat } from '../db/schema.js';
import { catAdoptions } from '../db/tnr-schema.js';
import { newId } from '../lib/ids.js';
import { photoUrl, type StoredPhoto } from '../lib/photos.js';
import type { CreateCatForm, UpdateCatForm } from '../lib/upload-inputs.js';
import {
  discardPhotos,
  readUploads,
  CAT_PHOTO_RULES,
  storePhotoBuffers,
  storeUploads,
  withStoredPhotos,
} from '../lib/uploads.js';
import { grantAward } from './awards.js';
import { renderBonusLines } from './bonus-details.js';
import { captureTime } from './captured-at.js';
import { canEdit, toCatDtos } from './cat-dto.js';
import { findCat, notFound } from './cat-queries.js';
import { catGroup, moveCatCount } from './cat-counts.js';
import { clientWriteOf, oncePerClientId, rememberClientWrite } from './client-writes.js';
import { awardsOnDay } from './ledger.js';
import { replayCat } from './offline-replays.js';
import { positionColumns } from './privacy.js';
import { pointsWait } from '../mail/points-wait.js';
import { alertNearby, becameUrgent, tellFavorites } from '../notifications/events.js';
import { needsHelp, settleClaims } from '../notifications/help.js';
import { keepDeletedWrite, limitWrites } from './write-limits.js';
import { fail } from '../lib/app-error.js';
import { healthPhotosOfCat } from './health-record.js';

/**
 * Registers a cat with its main photo and up to 5 additional ones. One transaction writes the
 * cat, its photos, the +50 points (at most 5 rewarded cats a community day), the counter and the
 * achievements. With a client id it is stored once; with capturedAt it counts from when it was
 * made on the phone (more than 24 h before arriving: no points).
 */
export async function createCat(
  ctx: AuthedContext,
  { data: input, photo, additionalPhotos }: CreateCatForm,
) {
  const [main, ...extra] = await readUploads([photo, ...additionalPhotos]);
  const write = clientWriteOf(ctx, 'cat', input, { photo: [main!], additionalPhotos: extra });
  return oncePerClientId(
    ctx.db,
    write,
    (earlier) => replayCat(ctx, earlier),
    async () => {
      limitWrites(ctx, 'cats', 1, input.capturedAt);
      const stored = await storePhotoBuffers(ctx, [main!, ...extra], CAT_PHOTO_RULES);
      const id = newId();
      const userId = ctx.user.id;
      const now = ctx.clock.now();
      const { madeAt, tooOld } = captureTime(now, input.capturedAt);
      const day = localDay(madeAt, ctx.settings.TZ_COMMUNITY);
      const outcome = await withStoredPhotos(ctx, stored, () =>
        transaction(ctx.db, (tx) => {
          tx.insert(cats)
            .values({
              id,
              name: input.name,
              description: input.description,
              health: input.health,
              color: input.color,
              estimatedAge: input.estimatedAge,
              gender: input.gender,
              isSterilized: input.isSterilized,
              isVaccinated: input.isVaccinated,
              personalityTraits: input.personalityTraits,
              needs: input.needs,
              needsDescription: input.needsDescription,
              ...positionColumns(
                ctx.tokens.secret,
                input.location.latitude,
                input.location.longitude,
              ),
              address: input.location.address,
              status: 'Ativo',
              discoveredById: userId,
              createdAt: madeAt,
              updatedAt: now,
            })
            .run();
          moveCatCount(tx, undefined, catGroup(tx, id));
          tx.insert(catPhotos)
            .values(
              stored.map((photo, position) => ({
                id: newId(),
                catId: id,
                position,
                ...photo,
                createdAt: now,
              })),
            )
            .run();
          const rewarded = awardsOnDay(tx, userId, day, 'catRegistered');
          const points =
            !tooOld && rewarded < FAIR_PLAY.catsRegisteredPerDay ? BONUS.catRegistered : 0;
          const award = grantAward(tx, {
            userId,
            day,
            at: tooOld ? now : madeAt,
            entries: [{ points, reason: 'catRegistered', catId: id }],
            counters: { catsRegistered: 1 },
            lines: [registrationLine(points, tooOld)],
            pending: pointsWait(tx, ctx.settings, userId),
            notify: ctx,
          });
          if (URGENT_HEALTH.includes(input.health)) {
            const cat = tx.select().from(cats).where(eq(cats.id, id)).get()!;
            alertNearby(tx, ctx, cat, input.health, userId);
          }
          rememberClientWrite(tx, write, {
            entityId: id,
            pointsEarned: points,
            bonusDetails: award.lines,
            user: award.user,
          });
          return { points, lines: award.lines };
        }),
      );

      const [dto] = toCatDtos(ctx, [findCat(ctx, id)]);
      return {
        ...dto!,
        pointsEarned: outcome.points,
        bonusDetails: renderBonusLines(ctx.locale, outcome.lines),
      };
    },
  );
}

function registrationLine(points: number, tooOld: boolean): BonusLine {
  if (tooOld) return { type: 'offlineTooOld', points: 0, params: {} };
  if (points > 0) return { type: 'catRegistered', points, params: {} };
  return { type: 'catRegisteredCap', points: 0, params: {} };
}

function editableCat(ctx: AuthedContext, id: string): Cat {
  const cat = findCat(ctx, id);
  if (!canEdit(ctx, cat)) throw fail('FORBIDDEN', 'catEditForbidden');
  return cat;
}

const matchesPhoto = (keys: ReadonlySet<string>, photo: typeof catPhotos.$inferSelect) =>
  keys.has(photo.id) || keys.has(photoUrl(photo.file)) || keys.has(photoUrl(photo.thumb));

/**
 * Changes a cat (registrar or admin): the typed fields, optionally a new main `photo`, and
 * `additionalPhotos` to add while there is room for them (5 in all).
 */
export async function updateCat(
  ctx: AuthedContext,
  { data: input, photo: newMain, additionalPhotos }: UpdateCatForm,
) {
  const cat = editableCat(ctx, input.id);

  const removeKeys = new Set(input.removeAdditionalPhotos);
  const current = ctx.db.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
  const kept = current.filter((p) => p.position > 0 && !matchesPhoto(removeKeys, p));
  const room = Math.max(0, LIMITS.additionalPhotosMax - kept.length);
  const newExtra = additionalPhotos.slice(0, room);
  const stored = await storeUploads(
    ctx,
    newMain ? [newMain, ...newExtra] : newExtra,
    CAT_PHOTO_RULES,
  );
  const storedMain = newMain ? stored[0] : undefined;
  const storedExtra = newMain ? stored.slice(1) : stored;

  const now = ctx.clock.now();
  const garbage = await withStoredPhotos(ctx, stored, () =>
    transaction(ctx.db, (tx) => {
      // Read again inside the transaction: another edit may have landed since.
      const before = tx.select().from(cats).where(eq(cats.id, cat.id)).get();
      if (!before) throw notFound();
      const photos = tx.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
      const removed = photos.filter((p) => p.position > 0 && matchesPhoto(removeKeys, p));
      const unused: Pick<StoredPhoto, 'file' | 'thumb'>[] = [...removed];
      if (removed.length) {
        tx.delete(catPhotos)
          .where(
            inArray(
              catPhotos.id,
              removed.map((p) => p.id),
            ),
          )
          .run();
      }
      const oldMain = photos.find((p) => p.position === 0);
      if (storedMain) {
        if (oldMain) {
          tx.update(catPhotos)
            .set({ ...storedMain, createdAt: now })
            .where(eq(catPhotos.id, oldMain.id))
            .run();
          unused.push(oldMain);
        } else {
          tx.insert(catPhotos)
            .values({ id: newId(), catId: cat.id, position: 0, ...storedMain, createdAt: now })
            .run();
        }
      }
      const taken = new Set(
        photos.filter((p) => p.position > 0 && !removed.includes(p)).map((p) => p.position),
      );
      const free: number[] = [];
      for (let position = 1; position <= LIMITS.additionalPhotosMax; position++) {
        if (!taken.has(position)) free.push(position);
      }
      storedExtra.forEach((photo, i) => {
        const position = free[i];
        if (position === undefined) {
          unused.push(photo); // no room left after a concurrent edit: dropped like any extra
          return;
        }
        tx.insert(catPhotos)
          .values({ id: newId(), catId: cat.id, position, ...photo, createdAt: now })
          .run();
      });

      const { id: _id, removeAdditionalPhotos: _remove, location, ...fields } = input;
      tx.update(cats)
        .set({
          ...fields,
          ...(location
            ? {
                ...positionColumns(ctx.tokens.secret, location.latitude, location.longitude),
                address: location.address,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(cats.id, cat.id))
        .run();
      const after = tx.select().from(cats).where(eq(cats.id, cat.id)).get()!;
      moveCatCount(tx, before, after);
      // The adoption's day and note belong to that status: a cat taken back out of it loses them.
      if (before.status === 'Adotado' && after.status !== 'Adotado') {
        tx.delete(catAdoptions).where(eq(catAdoptions.catId, cat.id)).run();
      }
      if (after.status === 'Ativo' && becameUrgent(before.health, after.health)) {
        alertNearby(tx, ctx, after, after.health, ctx.user.id);
      }
      tellFavorites(tx, ctx, after, 'favoriteEdit', ctx.user.id);
      settleClaims(tx, after.id, { stillInNeed: needsHelp(after) }, now);
      return unused;
    }),
  );
  await discardPhotos(ctx, garbage);
  const [dto] = toCatDtos(ctx, [findCat(ctx, cat.id)]);
  return dto!;
}

/**
 * Deletes a cat (registrar or admin). Its check-ins stay in the history (cat id cleared, name
 * kept) and points stay earned; its favourites and photos go.
 */
export async function deleteCat(ctx: AuthedContext, id: string) {
  const cat = editableCat(ctx, id);
  const photos = transaction(ctx.db, (tx) => {
    const rows = [
      ...tx.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all(),
      ...healthPhotosOfCat(tx, cat.id),
    ];
    // Foreign keys do the rest: photos and favourites cascade, check-ins keep catName.
    moveCatCount(tx, catGroup(tx, cat.id), undefined);
    tx.delete(cats).where(eq(cats.id, cat.id)).run();
    keepDeletedWrite({ ...ctx, db: tx }, 'cats', {
      userId: cat.discoveredById,
      madeAt: cat.createdAt,
    });
    return rows;
  });
  await discardPhotos(ctx, photos);
  return { _id: cat.id, deleted: true as const };
}
