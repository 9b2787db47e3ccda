/**
 * The baseline beside the candidate (`npm run bench -- --baseline`, with --quick or --only trpc
 * as the run itself): the release these figures are compared with, built from its commit in a
 * git worktree in a temporary folder with its own `npm ci`, and its own bench run there with the
 * same options, in the same sitting on the same Node. Its figures are matched to the candidate's
 * by name without the parenthesised details (sizes, accounts) and unit, in order
 * (`matchBaseline`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Release commit of issue 34's table. */
export const BASELINE_COMMIT = 'df32a57';

export interface BaselineFigure {
  name: string;
  value: number;
  unit: string;
}

function run(command: string, args: string[], cwd: string, echo: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const show = (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line) console.log(`${echo}${line}`);
    };
    child.stdout.on('data', show);
    child.stderr.on('data', show);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Builds the baseline from its commit and runs its bench with `args`; its figures, by name. */
export async function baselineFigures(root: string, args: string[]): Promise<BaselineFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), `gateiros-baseline-${BASELINE_COMMIT}-`));
  const echo = `  [baseline ${BASELINE_COMMIT}] `;
  try {
    await run('git', ['worktree', 'add', '--detach', dir, BASELINE_COMMIT], root, echo);
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir, echo);
    // df32a57 pins better-sqlite3 12 (Node 20). Under Node 24 its server aborts (an assertion in
    // RemoveEnvironmentCleanupHook when a statement is garbage-collected): the candidate's
    // better-sqlite3 takes its place, the one difference from the release's own lockfile.
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    const pinned = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const theirs = pinned.dependencies['better-sqlite3'] ?? '';
    if (nodeMajor >= 24 && Number(theirs.split('.')[0]) < 13) {
      const version = ours.dependencies['better-sqlite3']!;
      console.log(
        `${echo}better-sqlite3 ${theirs} aborts under Node ${nodeMajor}: using ${version}`,
      );
      await run('npm', ['install', '--no-save', `better-sqlite3@${version}`], dir, echo);
    }
    const out = await run(
      process.execPath,
      [join(dir, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts', ...args],
      dir,
      echo,
    );
    return printedFigures(out);
  } finally {
    await run('git', ['worktree', 'remove', '--force', dir], root, echo).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The figures a bench run printed, `  name: value unit`, the unit running to the end of the line
 * or to its ` (target …)`: "530 per s", "25 of 25".
 */
export function printedFigures(out: string): BaselineFigure[] {
  const figures: BaselineFigure[] = [];
  for (const match of out.matchAll(/^ {2}(.+): (-?[\d.]+) (.+?)(?: \(target .*\))?$/gm)) {
    figures.push({ name: match[1]!, value: Number(match[2]), unit: match[3]! });
  }
  return figures;
}

/** A figure's name without its parenthesised details: what matches across the two benches. */
const figureKey = (name: string) =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Each candidate figure's baseline value: the k-th candidate figure of a key and unit gets the
 * baseline's k-th of the same key and unit. Both benches measure in the same order, so the sizes
 * the key leaves out still pair up ("nearby … p99 (100k cats)" then "(1M cats)"), and a figure the
 * candidate measures twice where the baseline measured once (at 5k users, then at 100k) gets it
 * the first time only.
 */
export function matchBaseline(
  candidate: readonly { name: string; unit: string }[],
  baseline: readonly BaselineFigure[],
): (number | undefined)[] {
  const keyOf = (f: { name: string; unit: string }) => `${figureKey(f.name)} [${f.unit}]`;
  const seen = new Map<string, number>();
  return candidate.map((f) => {
    const key = keyOf(f);
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    return baseline.filter((b) => keyOf(b) === key)[k]?.value;
  });
}
