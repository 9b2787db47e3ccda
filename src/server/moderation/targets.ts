import { and, eq, isNull } from 'drizzle-orm';
import type { ReportTarget } from '../../shared/moderation.js';
import type { Db } from '../db/client.js';
import { catPhotos, cats, checkinPhotos, checkins, users } from '../db/schema.js';
import { photoUrl } from '../lib/photos.js';
import { fail } from '../lib/app-error.js';

/** What a reported item is: its owner, the cat it belongs to, and how to show it in context. */
export interface Target {
  type: ReportTarget;
  id: string;
  ownerId: string;
  catId: string | null;
  title: string;
  text: string;
  imageUrl: string | null;
}

const notFound = () => fail('NOT_FOUND', 'reportTargetNotFound');

/** The item a report or a moderator's action is about, or a 404. */
export function findTarget(db: Db, type: ReportTarget, id: string): Target {
  const found = lookUp(db, type, id);
  if (!found) throw notFound();
  return found;
}

export function lookUp(db: Db, type: ReportTarget, id: string): Target | null {
  switch (type) {
    case 'cat': {
      const cat = db.select().from(cats).where(eq(cats.id, id)).get();
      if (!cat) return null;
      const photo = db
        .select()
        .from(catPhotos)
        .where(and(eq(catPhotos.catId, id), eq(catPhotos.position, 0)))
        .get();
      return {
        type,
        id,
        ownerId: cat.discoveredById,
        catId: cat.id,
        title: cat.name,
        text: cat.description,
        imageUrl: photo ? photoUrl(photo.thumb) : null,
      };
    }
    case 'photo': {
      const ofCat = db
        .select({ photo: catPhotos, cat: cats })
        .from(catPhotos)
        .innerJoin(cats, eq(cats.id, catPhotos.catId))
        .where(eq(catPhotos.id, id))
        .get();
      if (ofCat) {
        return {
          type,
          id,
          ownerId: ofCat.cat.discoveredById,
          catId: ofCat.cat.id,
          title: ofCat.cat.name,
          text: '',
          imageUrl: photoUrl(ofCat.photo.file),
        };
      }
      const ofCheckin = db
        .select({ photo: checkinPhotos, checkin: checkins })
        .from(checkinPhotos)
        .innerJoin(checkins, eq(checkins.id, checkinPhotos.checkinId))
        .where(eq(checkinPhotos.id, id))
        .get();
      if (!ofCheckin) return null;
      return {
        type,
        id,
        ownerId: ofCheckin.checkin.userId,
        catId: ofCheckin.checkin.catId,
        title: ofCheckin.checkin.catName,
        text: ofCheckin.checkin.actionsDescription,
        imageUrl: photoUrl(ofCheckin.photo.file),
      };
    }
    case 'checkin': {
      const checkin = db.select().from(checkins).where(eq(checkins.id, id)).get();
      if (!checkin) return null;
      const photo = db
        .select()
        .from(checkinPhotos)
        .where(and(eq(checkinPhotos.checkinId, id), eq(checkinPhotos.position, 0)))
        .get();
      return {
        type,
        id,
        ownerId: checkin.userId,
        catId: checkin.catId,
        title: checkin.catName,
        text: [checkin.actionsDescription, checkin.needsDescription].filter(Boolean).join(' — '),
        imageUrl: photo ? photoUrl(photo.thumb) : null,
      };
    }
    case 'user': {
      const user = db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .get();
      if (!user) return null;
      return {
        type,
        id,
        ownerId: user.id,
        catId: null,
        title: user.name,
        text: user.bio,
        imageUrl: user.profilePicture || null,
      };
    }
  }
}
