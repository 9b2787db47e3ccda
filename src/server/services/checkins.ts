import { checkinAward, ledgerLines } from '../../shared/rules.js';
import type { CreateCheckinData } from '../../shared/schemas/checkins.js';
import { localDay } from '../../shared/time.js';
import { userById, type AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { checkinPhotos } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { StoredPhoto } from '../lib/photos.js';
import type { CreateCheckinForm } from '../lib/upload-inputs.js';
import {
  CAT_PHOTO_RULES,
  readUploads,
  storePhotoBuffers,
  withStoredPhotos,
} from '../lib/uploads.js';
import { allSeenBefore } from './photo-matches.js';
import { grantAward } from './awards.js';
import { awardLines } from './bonus-details.js';
import { captureTime } from './captured-at.js';
import { moveCatCount } from './cat-counts.js';
import { checkinDistance } from './checkin-distance.js';
import { checkinTiming } from './checkin-timing.js';
import { justWritten, toCheckinDtos, viewerOf } from './checkin-dtos.js';
import { checkinQueries } from './checkin-statements.js';
import {
  clientWriteOf,
  oncePerClientId,
  rememberClientWrite,
  type ClientWrite,
} from './client-writes.js';
import { pointsOnDay } from './ledger.js';
import { replayCheckin } from './offline-replays.js';
import { pointsWait } from '../mail/points-wait.js';
import { alertNearby, becameUrgent, tellFavorites } from '../notifications/events.js';
import { needsHelp, settleClaims } from '../notifications/help.js';
import { catHiddenFrom } from '../moderation/visibility.js';
import { judgeCheckinHealth } from './health-reports.js';
import { isCaretaker } from './privacy.js';
import { limitWrites } from './write-limits.js';
import { fail } from '../lib/app-error.js';

const catNotFound = () => fail('NOT_FOUND', 'checkinCatNotFound');

/**
 * Records a check-in: the cat's new state, the user's counters and streak, and its points. With a
 * client id it is stored once (services/client-writes.ts); with capturedAt it counts from when it
 * was made on the phone (services/captured-at.ts, services/checkin-timing.ts).
 */
export async function createCheckin(ctx: AuthedContext, { data, photos }: CreateCheckinForm) {
  const buffers = await readUploads(photos);
  const write = clientWriteOf(ctx, 'checkin', data, { photos: buffers });
  return oncePerClientId(
    ctx.db,
    write,
    (earlier) => replayCheckin(ctx, earlier),
    async () => {
      limitWrites(ctx, 'checkins', 1, data.capturedAt);
      const exists = checkinQueries(ctx.db).catExists.get({ id: data.catId });
      // A hidden cat takes no check-ins: missing, for all but its registrar and moderators.
      if (!exists || catHiddenFrom(ctx, data.catId)) throw catNotFound();
      const stored = await storePhotoBuffers(ctx, buffers, CAT_PHOTO_RULES);
      return withStoredPhotos(ctx, stored, () =>
        transaction(ctx.db, (tx) => recordCheckin(tx, ctx, data, stored, write)),
      );
    },
  );
}

/** One check-in's writes inside the caller's transaction (a colony feeding runs one per cat). */
export function recordCheckin(
  tx: Db,
  ctx: AuthedContext,
  data: CreateCheckinData,
  stored: StoredPhoto[],
  write: ClientWrite | null,
) {
  const q = checkinQueries(tx);
  const cat = q.cat.get({ id: data.catId });
  if (!cat) throw catNotFound();
  const user = userById(tx, ctx.user.id);
  if (!user) throw fail('UNAUTHORIZED', 'unauthorized');

  const now = ctx.clock.now();
  const { madeAt, tooOld } = captureTime(now, data.capturedAt);
  const day = localDay(madeAt, ctx.settings.TZ_COMMUNITY);
  const previous = q.previous.get({ userId: user.id, catId: cat.id });
  const firstOnCat = (previous?.n ?? 0) === 0;
  const timing = checkinTiming(tx, { user, cat, madeAt, day });
  const { streak } = timing;
  // Its carers and admins see the cat's exact spot, and their check-ins set its health.
  const byCarer = ctx.isAdmin || isCaretaker(tx, user, cat.id);
  const distance = checkinDistance(cat, data.location, byCarer);

  const earned = checkinAward({
    actions: data.actions,
    hasPhoto: stored.length > 0,
    photoSeenBefore: allSeenBefore(
      tx,
      stored.map((photo) => photo.phash),
    ),
    previousHealth: timing.previousHealth,
    firstOnCat,
    minutesSinceLastReward: timing.minutesFromReward,
    pointsEarnedToday: pointsOnDay(tx, user.id, day, ['checkin', 'bonus']),
    distanceMeters: distance,
    streakAfter: streak.streak,
    firstOfDay: streak.firstOfDay,
    catName: cat.name,
    madeTooLongAgo: tooOld,
  });

  const checkinId = newId();
  const inserted = q.insert.get({
    id: checkinId,
    userId: user.id,
    catId: cat.id,
    catName: cat.name,
    actions: data.actions,
    actionsDescription: data.actionsDescription,
    healthStatus: data.healthStatus,
    previousHealth: timing.previousHealth,
    needs: data.needs,
    needsDescription: data.needsDescription,
    lat: data.location.latitude,
    lng: data.location.longitude,
    address: data.location.address ?? '',
    distance,
    pointsEarned: earned.points,
    day,
    createdAt: madeAt,
  });
  const photoRows = stored.map((p, position) => ({
    id: newId(),
    checkinId,
    position,
    ...p,
    createdAt: now,
  }));
  if (photoRows.length > 0) tx.insert(checkinPhotos).values(photoRows).run();

  // A non-carer's urgent state is a report until confirmed (services/health-reports.ts).
  const verdict = timing.newest
    ? judgeCheckinHealth(tx, ctx, {
        cat,
        user,
        byCarer,
        health: data.healthStatus,
        distance,
        checkinId,
        madeAt,
      })
    : null;
  if (verdict) {
    q.catState.run({
      id: cat.id,
      health: verdict.health,
      needs: JSON.stringify(data.needs),
      needsDescription: data.needsDescription,
      lastCheckIn: madeAt.getTime(),
      updatedAt: now.getTime(),
    });
    moveCatCount(tx, cat, { ...cat, health: verdict.health });
  } else {
    // A check-in made before the cat's latest one counts, but leaves the cat's state alone.
    q.catCount.run({ id: cat.id });
  }

  const has = (action: (typeof data.actions)[number]) => (data.actions.includes(action) ? 1 : 0);
  const award = grantAward(tx, {
    userId: user.id,
    day,
    // Too old to earn: achievements unlock when it arrives.
    at: tooOld ? now : madeAt,
    entries: ledgerLines(earned).map((line) => ({ ...line, checkinId })),
    counters: {
      checkIns: 1,
      earningCheckIns: earned.points > 0 ? 1 : 0,
      catsHelped: firstOnCat ? 1 : 0,
      vetVisits: has('Levou ao veterinário'),
      neuterings: has('Castrou'),
      emergencyCheckIns: timing.previousHealth === 'Emergência' ? 1 : 0,
    },
    streak: timing.movesStreak && !tooOld ? { current: streak.streak, day } : undefined,
    lines: awardLines(earned.details),
    pending: pointsWait(tx, ctx.settings, user.id),
    notify: ctx,
  });
  const healthNow = verdict?.health ?? cat.health;
  if (verdict && cat.status === 'Ativo' && becameUrgent(cat.health, healthNow)) {
    alertNearby(tx, ctx, cat, healthNow, user.id);
  }
  tellFavorites(tx, ctx, cat, 'favoriteCheckin', user.id);
  settleClaims(
    tx,
    cat.id,
    { checkedInBy: user.id, stillInNeed: needsHelp({ status: cat.status, health: healthNow }) },
    now,
  );

  q.bonusDetails.run({ id: checkinId, bonusDetails: JSON.stringify(award.lines) });
  const row = { ...inserted, bonusDetails: award.lines };
  rememberClientWrite(tx, write, {
    entityId: checkinId,
    pointsEarned: earned.points,
    bonusDetails: award.lines,
    user: award.user,
  });

  // The answer shows what this check-in has just written, as it is: nothing read back.
  const mainPhoto = q.mainPhoto.get({ catId: cat.id }) ?? null;
  const related = justWritten({ user, cat, mainPhoto, photos: photoRows });
  const [checkIn] = toCheckinDtos(tx, [row], viewerOf(ctx), related);
  return {
    checkIn: checkIn!,
    healthReport: verdict?.report ?? null,
    pointsEarned: earned.points,
    bonusDetails: checkIn!.bonusDetails,
    user: award.user,
  };
}
