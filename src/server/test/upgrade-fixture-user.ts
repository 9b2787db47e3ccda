/** What scripts/upgrade-fixture.ts made the upgrade fixture with, for upgrade.test.ts to use. */

/** The previous release's clock when it wrote the fixture; its demo data ends here. */
export const FIXTURE_NOW = '2026-11-20T18:00:00Z';

/** A user who signed up on the previous release (not a demo account). */
export const FIXTURE_USER = {
  name: 'Ana Atualização',
  email: 'ana@upgrade.gateiros.test',
  password: 'gatinhos123',
} as const;
