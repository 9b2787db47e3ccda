import { eq, gt, sql } from 'drizzle-orm';
import { colonies } from '../db/colonies-schema.js';
import { transaction, type Db } from '../db/client.js';
import { dataSteps } from '../db/jobs-schema.js';
import { cats } from '../db/schema.js';
import { positionColumns, privacyCell } from './privacy.js';

/** The data step of migration 0018: public positions by place (docs/privacy.md). */
export const PUBLIC_CELLS_STEP = 'public-positions-by-cell';

const PAGE = 1000;

/**
 * Recomputes, once, every public position written before public positions went by place: each
 * cat's public point becomes its privacy cell's point (from its exact position), and each
 * colony's kept point the point of the cell its old shifted centre was in (the point its creator
 * gave is not kept). The public point needs the server secret, so this cannot be SQL in the
 * migration; it runs at startup, before the first request, in one transaction with the row that
 * records it. Only public points are written to the public columns.
 */
export function recomputePublicPositions(db: Db, secret: Uint8Array, pageSize = PAGE): boolean {
  return transaction(db, (tx) => {
    const done = tx.select().from(dataSteps).where(eq(dataSteps.name, PUBLIC_CELLS_STEP)).get();
    if (done) return false;
    // A page of cats at a time through two statements prepared once for the step: a statement
    // built per cat holds native memory until the GC finalizes it, which it does not see.
    const rowid = sql<number>`${cats}.rowid`;
    const page = tx
      .select({ rowid, lat: cats.lat, lng: cats.lng })
      .from(cats)
      .where(gt(rowid, sql.placeholder('after')))
      .orderBy(rowid)
      .limit(pageSize)
      .prepare();
    const update = tx
      .update(cats)
      .set({
        // Numbers, stored as given: no column mapping to apply.
        publicLat: sql`${sql.placeholder('publicLat')}`,
        publicLng: sql`${sql.placeholder('publicLng')}`,
        publicCell: sql`${sql.placeholder('publicCell')}`,
      })
      .where(eq(rowid, sql.placeholder('rowid')))
      .prepare();
    for (let rows = page.all({ after: 0 }); rows.length > 0;) {
      for (const cat of rows) {
        const { publicLat, publicLng, publicCell } = positionColumns(secret, cat.lat, cat.lng);
        update.run({ rowid: cat.rowid, publicLat, publicLng, publicCell });
      }
      rows = page.all({ after: rows.at(-1)!.rowid });
    }
    for (const colony of tx
      .select({ id: colonies.id, lat: colonies.publicLat, lng: colonies.publicLng })
      .from(colonies)
      .all()) {
      const cell = privacyCell(secret, colony.lat, colony.lng);
      tx.update(colonies)
        .set({ publicLat: cell.latitude, publicLng: cell.longitude })
        .where(eq(colonies.id, colony.id))
        .run();
    }
    tx.insert(dataSteps).values({ name: PUBLIC_CELLS_STEP, doneAt: new Date() }).run();
    return true;
  });
}
