/** Timing helpers: p99 and medians over repeated runs, CPU time of a process, A/B tables. */
import { readFileSync } from 'node:fs';

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Milliseconds taken by `fn`. */
export function timeMs(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function timeMsAsync(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * A full collection of the bench's own heap, when Node gives `gc` (`npm run bench` starts it with
 * `--expose-gc`). Generating the data leaves hundreds of MB of the bench's garbage, which V8 would
 * otherwise collect during the next figure: on the bench's thread between timed calls, and on the
 * other core beside the server it loads. That is the bench's cost, not the app's.
 */
export function collectBenchGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * The median over `runs` runs of each run's p99 latency (ms) of `fn(i)`, after a warm-up.
 */
export function p99OfRuns(
  fn: (i: number) => unknown,
  runs: number,
  maxCalls: number,
  budgetMs = 2000,
): number {
  collectBenchGarbage();
  // Warm-up, and as many calls per run as fit the time budget (at least 5): slow calls get fewer,
  // and their "p99" is then the slowest of the few.
  const warm: number[] = [];
  let spent = 0;
  for (let i = 0; i < Math.min(20, maxCalls) && (i < 2 || spent < budgetMs / 2); i++) {
    const ms = timeMs(() => fn(i));
    warm.push(ms);
    spent += ms;
  }
  const perCall = Math.max(0.001, median(warm));
  const calls = Math.max(5, Math.min(maxCalls, Math.floor(budgetMs / perCall)));
  const p99s: number[] = [];
  let n = 0;
  for (let r = 0; r < runs; r++) {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) times.push(timeMs(() => fn(n++)));
    p99s.push(quantile(times, 0.99));
  }
  return median(p99s);
}

/** A small seeded PRNG (mulberry32), so every run generates the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The RSS fields of a process in MB (Linux /proc), NaN where unknown (the process is gone). */
async function rssFieldsOf(pid: number): Promise<{ VmRSS: number; RssAnon: number }> {
  const { readFile } = await import('node:fs/promises');
  let status = '';
  try {
    status = await readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    // NaN below
  }
  const field = (name: string) => {
    const match = new RegExp(`${name}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : NaN;
  };
  return { VmRSS: field('VmRSS'), RssAnon: field('RssAnon') };
}

/**
 * RSS of a process in MB (Linux /proc), or NaN. `RssAnon`: its anonymous part only (heap and
 * native buffers), without the database pages it reads through SQLite's mmap, which count in RSS
 * but are file pages the kernel can drop.
 */
export async function rssMbOf(pid: number, field: 'VmRSS' | 'RssAnon' = 'VmRSS'): Promise<number> {
  return (await rssFieldsOf(pid))[field];
}

/** The pids of a process's children (Linux /proc), none when it is gone. */
async function childrenOf(pid: number): Promise<number[]> {
  const { readFile, readdir } = await import('node:fs/promises');
  const pids: number[] = [];
  try {
    for (const task of await readdir(`/proc/${pid}/task`)) {
      const listed = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8');
      pids.push(...listed.split(' ').filter(Boolean).map(Number));
    }
  } catch {
    // gone meanwhile: none
  }
  return pids;
}

/**
 * Samples a process's RSS every `everyMs` until `stop()`, which resolves with the peaks in MB
 * (`rss`: VmRSS, `anon`: RssAnon; 0 when no sample could be read). With `withChildren`, also
 * `withChildren`: the peak of its VmRSS plus, at each sample, its children's (such as the backup's
 * process). For the peak while some work runs: start it, run the work, stop it.
 */
export function sampleRssPeak(
  pid: number,
  everyMs = 10,
  options: { withChildren?: boolean } = {},
): { stop: () => Promise<RssPeak> } {
  const peak: RssPeak = { rss: 0, anon: 0, withChildren: 0 };
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { VmRSS, RssAnon } = await rssFieldsOf(pid);
      if (VmRSS > peak.rss) peak.rss = VmRSS;
      if (RssAnon > peak.anon) peak.anon = RssAnon;
      if (options.withChildren) {
        let all = VmRSS;
        for (const child of await childrenOf(pid)) {
          // A child gone between the listing and the read counts for nothing.
          const { VmRSS: childRss } = await rssFieldsOf(child);
          if (!Number.isNaN(childRss)) all += childRss;
        }
        if (all > peak.withChildren) peak.withChildren = all;
      }
      await new Promise<void>((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return peak;
    },
  };
}

export interface RssPeak {
  rss: number;
  anon: number;
  /** 0 unless sampled `withChildren`. */
  withChildren: number;
}

/**
 * CPU time (user + system) of a process so far, in ms (Linux /proc, 100 ticks/s): of all its
 * threads, or of its main thread (the event loop) only.
 */
export function cpuMsOf(pid: number, mainThread = false): number {
  const path = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** One run's figures of an A/B script, by side: each printed as it ends, the medians at the end. */
export class AbRows {
  readonly #rows: Record<string, Record<string, number>[]> = {};
  constructor(readonly digits: number) {}

  #round = (v: number) => Math.round(v * 10 ** this.digits) / 10 ** this.digits;

  add(run: number, label: string, row: Record<string, number>): void {
    (this.#rows[label] ??= []).push(row);
    const figures = Object.entries(row).map(([k, v]) => `${k} ${this.#round(v)}`);
    console.log(`run ${run + 1} ${label}: ${figures.join(', ')}`);
  }

  /** Each side's medians, after `lead` (e.g. the least of one figure) when given. */
  printMedians(title: string, lead?: (list: Record<string, number>[]) => string): void {
    console.log(title);
    for (const [label, list] of Object.entries(this.#rows)) {
      const medians = Object.keys(list[0]!).map(
        (k) => `${k} ${this.#round(median(list.map((x) => x[k]!)))}`,
      );
      console.log(`  ${label}: ${[...(lead ? [lead(list)] : []), ...medians].join(', ')}`);
    }
  }
}
