/**
 * An A/B of two client builds (docs/performance.md): both served at once by the built server
 * (CLIENT_DIR, each with its own demo database), measured alternately on the phone profile as
 * bench:web measures them, after one warm-up visit each; prints the medians, every sample and the
 * load average. Usage, after copying two `dist/client` builds aside:
 *   npx tsx bench/web/ab.ts DIR_A DIR_B [ROUNDS=5] [cold,warm,cat,map]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median } from '../stats.js';
import { launchChromium, phoneContext, phonePage, phoneWorkers, timeTo } from './phone.js';
import { TILE_PATH } from './server.js';

const [dirA, dirB] = [process.argv[2]!, process.argv[3]!];
const ROUNDS = Number(process.argv[4] ?? 5);
const ONLY = (process.argv[5] ?? 'cold,warm,cat,map').split(',');

async function start(clientDir: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'clientopt-ab-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: clientDir,
      DATABASE_PATH: join(dir, 'g.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DEMO_DATA: 'true',
      MAP_TILE_URL: `${TILE_PATH}?tile={z}/{x}/{y}`,
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 720) throw new Error(`server ${clientDir} did not start`);
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, child };
}

async function measure(browser: Browser, origin: string, add: (k: string, v: number) => void) {
  const context = await phoneContext(browser);
  const cold = await phonePage(context);
  const c = await timeTo(cold.page, origin, '.cat-card');
  if (ONLY.includes('cold')) add('home cold', c);
  await cold.page.waitForLoadState('networkidle');
  add('JS+CSS kB', cold.bytes.jsCss / 1000);
  const catPath = (await cold.page.locator('.cat-card a').first().getAttribute('href')) ?? '';
  if (ONLY.includes('warm')) {
    await cold.page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 3000))]),
    );
    await cold.page.close();
    const warm = await phonePage(context);
    await phoneWorkers(browser, warm.bytes);
    add('home warm', await timeTo(warm.page, origin, '.cat-card'));
  }
  await context.close();
  if (ONLY.includes('cat')) {
    const c2 = await phoneContext(browser);
    const p = await phonePage(c2);
    add('cat page', await timeTo(p.page, origin + catPath, 'main h1'));
    await c2.close();
  }
  if (ONLY.includes('map')) {
    const c3 = await phoneContext(browser);
    const p = await phonePage(c3);
    add('map first pin', await timeTo(p.page, `${origin}/map`, '.map-pin__button, .map-cluster'));
    await c3.close();
  }
}

const base = 47000 + Math.floor(Math.random() * 900) * 2;
const [a, b] = await Promise.all([start(dirA, base), start(dirB, base + 1)]);
const browser = await launchChromium();
const samples: Record<string, Record<string, number[]>> = { A: {}, B: {} };
const loads: number[] = [];
const started = new Date().toISOString();
try {
  // warm-up, not counted
  await measure(browser, a.origin, () => {});
  await measure(browser, b.origin, () => {});
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
    for (const side of order) {
      const got: [string, number][] = [];
      try {
        await Promise.race([
          measure(browser, side === 'A' ? a.origin : b.origin, (k, v) => got.push([k, v])),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 120_000)),
        ]);
        for (const [k, v] of got) (samples[side]![k] ??= []).push(v);
      } catch (error) {
        process.stderr.write(`round ${round + 1} ${side} skipped: ${String(error)}\n`);
        for (const c of browser.contexts()) await c.close().catch(() => undefined);
      }
    }
    loads.push(loadavg()[0]!);
    process.stderr.write(`round ${round + 1} load ${loadavg()[0]!.toFixed(2)}\n`);
  }
} finally {
  await browser.close();
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
}
console.log(`A=${dirA} B=${dirB} ${started} – ${new Date().toISOString()}, ${ROUNDS} rounds`);
console.log(`load average (1 min) per round: ${loads.map((l) => l.toFixed(2)).join(' ')}`);
for (const key of Object.keys(samples.A!)) {
  const ma = median(samples.A![key]!);
  const mb = median(samples.B![key]!);
  console.log(
    `${key.padEnd(16)} A ${ma.toFixed(1).padStart(8)}  B ${mb.toFixed(1).padStart(8)}  B-A ${(mb - ma).toFixed(1).padStart(7)}   A[${samples.A![key]!.map((v) => v.toFixed(0)).join(',')}] B[${samples.B![key]!.map((v) => v.toFixed(0)).join(',')}]`,
  );
}
