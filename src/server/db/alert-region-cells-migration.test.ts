import { expect, it } from 'vitest';
import { cellOf } from '../../shared/geo.js';
import { olderDatabases } from '../test/migrations.js';

const databases = olderDatabases();

it('gives the regions stored before it their cell, and looks them up by it', () => {
  const sqlite = databases.before({ tag: '_alert_region_cells' }).sqlite;
  const regions = [
    ['ana', -23.55, -46.63],
    ['bia', 78.22, 15.63],
    ['caio', -17.7, 180],
    ['duda', 90, -180],
  ] as const;
  for (const [id, lat, lng] of regions) {
    sqlite.prepare('INSERT INTO users (id, name) VALUES (?, ?)').run(id, id);
    sqlite
      .prepare('INSERT INTO alert_regions (user_id, lat, lng, updated_at) VALUES (?, ?, ?, 0)')
      .run(id, lat, lng);
  }

  databases.upgrade(sqlite);
  const cells = sqlite.prepare('SELECT user_id, cell FROM alert_regions ORDER BY user_id').all();
  expect(cells).toEqual(regions.map(([id, lat, lng]) => ({ user_id: id, cell: cellOf(lat, lng) })));
  const plan = sqlite
    .prepare('EXPLAIN QUERY PLAN SELECT user_id FROM alert_regions WHERE cell BETWEEN ? AND ?')
    .all(0, 1) as { detail: string }[];
  expect(plan.map((p) => p.detail).join()).toContain('USING INDEX alert_regions_cell_idx');
  sqlite.close();
});
