import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { positionColumns } from './privacy.js';
import { recomputePublicPositions } from './public-cells-step.js';

const fixture = join(import.meta.dirname, '../test/upgrade-fixture');
const secret = new TextEncoder().encode('public-cells-step-test-secret-0123456789');
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the public positions data step', () => {
  it('recomputes every cat page by page, the last page short, once', () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-cells-step-'));
    cpSync(fixture, dir, { recursive: true });
    const db = openDatabase(join(dir, 'gateiros.db'));
    try {
      const count = (db.$client.prepare('select count(*) as n from cats').get() as { n: number }).n;
      // Pages of 7: several full ones and a short last one.
      expect(count % 7).not.toBe(0);
      expect(count).toBeGreaterThan(14);
      expect(recomputePublicPositions(db, secret, 7)).toBe(true);

      const rows = db.$client
        .prepare('select lat, lng, public_lat, public_lng, public_cell from cats')
        .all() as {
        lat: number;
        lng: number;
        public_lat: number;
        public_lng: number;
        public_cell: number;
      }[];
      expect(rows).toHaveLength(count);
      for (const row of rows) {
        const p = positionColumns(secret, row.lat, row.lng);
        expect([row.public_lat, row.public_lng, row.public_cell]).toEqual([
          p.publicLat,
          p.publicLng,
          p.publicCell,
        ]);
      }
      expect(recomputePublicPositions(db, secret, 7)).toBe(false);
    } finally {
      db.$client.close();
    }
  });
});
