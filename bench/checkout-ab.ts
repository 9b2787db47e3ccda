/**
 * What the A/Bs of two checkouts share (bench/checkin-ab.ts, bench/nearby-ab.ts): their options,
 * a seed database generated once by the first checkout's code, and the alternating runs, each on
 * a fresh copy of the seed with that checkout's bench/server.ts (started with tsx, as
 * `npm run bench` does).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBenchServer, stopProcess } from './bundle.js';
import { BENCH_SECRET, type DataSize } from './data.js';
import { AbRows } from './stats.js';

/** `--runs N`, `--seconds S` and the checkouts named `LABEL=DIR` on the command line. */
export function checkoutAbOptions(defaults: { runs: number; seconds: number }) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at < 0 ? fallback : Number(args[at + 1]);
  };
  const checkouts = args
    .filter((a) => a.includes('='))
    .map((a) => {
      const [label, dir] = a.split('=') as [string, string];
      return { label, root: resolve(dir) };
    });
  if (checkouts.length === 0) throw new Error('name at least one checkout: A=/path/to/checkout');
  return {
    runs: option('--runs', defaults.runs),
    seconds: option('--seconds', defaults.seconds),
    checkouts,
    quick: args.includes('--quick'),
  };
}

/** A checkout's bench server on a copy of the seed, as one run of an A/B measures it. */
export interface RunServer {
  address: string;
  child: ChildProcess;
}

/** The seed database (`size`), generated once in a folder of its own by `root`'s code. */
export function generateSeed(root: string, size: DataSize, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `gateiros-${name}-`));
  const path = join(dir, 'seed.db');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { generateDatabase } from './bench/data.ts';
       generateDatabase(${JSON.stringify(path)}, ${JSON.stringify(size)}, new TextEncoder().encode(${JSON.stringify(BENCH_SECRET)}));`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return { dir, path };
}

/**
 * Per run and checkout, alternating the order: a fresh copy of the seed, that checkout's server
 * (node `flags` first), `measure`, the server stopped. Prints each row and the medians, and
 * removes the seed's folder.
 */
export async function runCheckoutAb(options: {
  runs: number;
  checkouts: { label: string; root: string }[];
  seed: { dir: string; path: string };
  flags?: string[];
  measure: (server: RunServer) => Promise<Record<string, number>>;
}) {
  const { dir, path } = options.seed;
  const rows = new AbRows(3);
  try {
    for (let r = 0; r < options.runs; r++) {
      const order = r % 2 === 0 ? options.checkouts : [...options.checkouts].reverse();
      for (const { label, root } of order) {
        const dbPath = join(dir, `${label}-${r}.db`);
        copyFileSync(path, dbPath);
        const server = await startBenchServer(
          root,
          { BENCH_DB: dbPath, BENCH_UPLOADS: mkdtempSync(join(dir, 'uploads-')), BENCH_SECRET },
          { flags: options.flags ?? [] },
        );
        try {
          rows.add(r, label, await options.measure(server));
        } finally {
          await stopProcess(server.child);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  rows.printMedians('medians:');
}
