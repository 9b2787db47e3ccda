/** Timing helpers: p99 and medians over repeated runs, the RSS of a process. */
import { readFile } from 'node:fs/promises';

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

/**
 * A full collection of the bench's own heap, when Node gives `gc` (`npm run bench` starts it with
 * `--expose-gc`). Generating the data leaves hundreds of MB of the bench's garbage, which V8 would
 * otherwise collect during the next figure: on the bench's thread between timed calls, and on the
 * other core beside the server it loads. That is the bench's cost, not the app's.
 */
export function collectBenchGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

/** The median over `runs` runs of `calls` calls of `fn(i)` of each run's p99 (ms), after a warm-up. */
export function p99OfRuns(fn: (i: number) => unknown, runs: number, calls: number): number {
  collectBenchGarbage();
  for (let i = 0; i < 20; i++) fn(i);
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

/**
 * Samples a process's RSS every `everyMs` until `stop()`, which resolves with the peaks in MB
 * (`rss`: VmRSS, `anon`: RssAnon; 0 when no sample could be read). For the peak while some work
 * runs: start it, run the work, stop it.
 */
export function sampleRssPeak(pid: number, everyMs = 10): { stop: () => Promise<RssPeak> } {
  const peak: RssPeak = { rss: 0, anon: 0 };
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { VmRSS, RssAnon } = await rssFieldsOf(pid);
      if (VmRSS > peak.rss) peak.rss = VmRSS;
      if (RssAnon > peak.anon) peak.anon = RssAnon;
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
}
