/**
 * Fails when drizzle/ is not what drizzle-kit would make of src/server/db/schema.ts: `drizzle-kit
 * check` finds inconsistent snapshots, but not a schema change nobody generated a migration for,
 * so `drizzle-kit generate` also runs, on a copy of drizzle/ in a temporary folder (nothing is
 * left behind), and must find nothing to do. Usage: npm run db:check
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import config from '../drizzle.config.js';

const root = join(import.meta.dirname, '..');
const drizzleKit = join(root, 'node_modules', '.bin', 'drizzle-kit');
const migrations = join(root, config.out ?? 'drizzle');

function run(args: string[]): string {
  const result = spawnSync(drizzleKit, args, { cwd: root, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output);
    throw new Error(`drizzle-kit ${args[0]} exited with ${result.status}`);
  }
  return output;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

run(['check']);

const copy = mkdtempSync(join(tmpdir(), 'gateiros-db-check-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = listFiles(copy);
  // drizzle-kit prefixes --out with './', so it takes a path relative to the project.
  const output = run([
    'generate',
    `--dialect=${config.dialect}`,
    `--schema=${String(config.schema)}`,
    `--out=${relative(root, copy)}`,
  ]);
  const added = listFiles(copy).filter((file) => !before.includes(file));
  if (added.length > 0 || !output.includes('No schema changes')) {
    console.error(output);
    for (const file of added.filter((name) => name.endsWith('.sql'))) {
      console.error(`--- ${file}\n${readFileSync(join(copy, file), 'utf8')}`);
    }
    console.error(
      'db:check: src/server/db/schema.ts differs from the migrations in drizzle/: run `npm run db:generate` and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log('db:check: drizzle/ matches the schema.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
