import { distanceMeters } from '../../shared/geo.js';
import type { Cat } from '../db/schema.js';

/**
 * The distance a check-in is judged by (`tooFar` and, through it, every other bonus line, the
 * cooldown of later check-ins, points and ranking), measured to the position its author may see:
 * the exact one for the cat's carers and admins (`seesExact`: privacy.ts's isCaretaker, or an
 * admin), the public one for everybody else. Judging a non-carer against the exact spot would
 * answer a yes/no about it, and a few check-ins around the 1 km circle would find it.
 *
 * This is also the distance stored with the check-in (`checkins.distance`, read back by the data
 * export), so nothing stored from it tells its author more than they were entitled to see when
 * they checked in.
 */
export function checkinDistance(
  cat: Pick<Cat, 'lat' | 'lng' | 'publicLat' | 'publicLng'>,
  from: { latitude: number; longitude: number },
  seesExact: boolean,
): number {
  return seesExact
    ? distanceMeters(from.latitude, from.longitude, cat.lat, cat.lng)
    : distanceMeters(from.latitude, from.longitude, cat.publicLat, cat.publicLng);
}
