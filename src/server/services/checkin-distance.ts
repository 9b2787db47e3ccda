import { distanceMeters } from '../../shared/geo.js';
import type { AuthedContext } from '../context.js';
import type { Cat } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { isCaretaker } from './privacy.js';

/**
 * The distance a check-in is judged by (`tooFar` and, through it, every other bonus line, the
 * cooldown of later check-ins, points and ranking), measured to the position its author may see:
 * the exact one for the cat's carers and admins, the public one for everybody else. Judging a
 * non-carer against the exact spot would answer a yes/no about it, and a few check-ins around the
 * 1 km circle would find it.
 *
 * This is also the distance stored with the check-in (`checkins.distance`, read back by the data
 * export), so nothing stored from it tells its author more than they were entitled to see when
 * they checked in.
 */
export function checkinDistance(
  db: Db,
  ctx: Pick<AuthedContext, 'user' | 'isAdmin'>,
  cat: Pick<Cat, 'id' | 'lat' | 'lng' | 'publicLat' | 'publicLng'>,
  from: { latitude: number; longitude: number },
): number {
  const exact = ctx.isAdmin || isCaretaker(db, ctx.user, cat.id);
  return exact
    ? distanceMeters(from.latitude, from.longitude, cat.lat, cat.lng)
    : distanceMeters(from.latitude, from.longitude, cat.publicLat, cat.publicLng);
}
