/** The check-in's own statements, prepared once per database: a hot path (docs/architecture.md). */
import { and, count, eq, sql } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client.js';
import { catPhotos, cats, checkins } from '../db/schema.js';

const p = sql.placeholder;

function prepareQueries(db: Db) {
  const mine = and(eq(checkins.userId, p('userId')), eq(checkins.catId, p('catId')));
  return {
    catExists: db
      .select({ id: cats.id })
      .from(cats)
      .where(eq(cats.id, p('id')))
      .prepare(),
    cat: db
      .select()
      .from(cats)
      .where(eq(cats.id, p('id')))
      .prepare(),
    previous: db.select({ n: count() }).from(checkins).where(mine).prepare(),
    insert: db
      .insert(checkins)
      .values({
        id: p('id'),
        userId: p('userId'),
        catId: p('catId'),
        catName: p('catName'),
        actions: p('actions'),
        actionsDescription: p('actionsDescription'),
        healthStatus: p('healthStatus'),
        previousHealth: p('previousHealth'),
        needs: p('needs'),
        needsDescription: p('needsDescription'),
        lat: p('lat'),
        lng: p('lng'),
        address: p('address'),
        distance: p('distance'),
        pointsEarned: p('pointsEarned'),
        day: p('day'),
        createdAt: p('createdAt'),
      })
      .returning()
      .prepare(),
    // An update's placeholders are bound as given (Drizzle maps only an insert's): times in ms and
    // lists as JSON text, as the columns store them.
    /** The cat's state from its newest check-in. */
    catState: db
      .update(cats)
      .set({
        health: sql`${p('health')}`,
        needs: sql`${p('needs')}`,
        needsDescription: sql`${p('needsDescription')}`,
        lastCheckIn: sql`${p('lastCheckIn')}`,
        totalCheckIns: sql`${cats.totalCheckIns} + 1`,
        updatedAt: sql`${p('updatedAt')}`,
      })
      .where(eq(cats.id, p('id')))
      .prepare(),
    /** A check-in older than the cat's newest: counted, the cat's state left alone. */
    catCount: db
      .update(cats)
      .set({ totalCheckIns: sql`${cats.totalCheckIns} + 1` })
      .where(eq(cats.id, p('id')))
      .prepare(),
    /** The cat's main photo, for the answer. */
    mainPhoto: db
      .select({ file: catPhotos.file, thumb: catPhotos.thumb })
      .from(catPhotos)
      .where(and(eq(catPhotos.catId, p('catId')), eq(catPhotos.position, 0)))
      .prepare(),
    bonusDetails: db
      .update(checkins)
      .set({ bonusDetails: sql`${p('bonusDetails')}` })
      .where(eq(checkins.id, p('id')))
      .prepare(),
  };
}

export const checkinQueries = perDatabase(prepareQueries);
