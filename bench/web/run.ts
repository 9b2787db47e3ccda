/**
 * npm run bench:web — the app on a throttled phone in Debian's Chromium (see docs/performance.md,
 * its phone section). Prints a table and writes bench/results-web.json. `--runs N` (default 3)
 * is the number of runs each figure, Lighthouse's scores included, is the median of.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { median } from '../stats.js';
import { lighthouseScores, type LighthouseScores } from './lighthouse.js';
import {
  coldVisit,
  launchChromium,
  MAP_PIN,
  phoneContext,
  phonePage,
  phoneWorkers,
  timeTo,
} from './phone.js';
import { startServer } from './server.js';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const SKIP_LIGHTHOUSE = process.argv.includes('--no-lighthouse');

interface Row {
  name: string;
  value: number;
  unit: string;
  target?: string;
  met?: boolean;
}

async function register(origin: string, n: number): Promise<string> {
  const response = await fetch(`${origin}/trpc/auth.register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench-${n}-${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  const body = (await response.json()) as { result?: { data?: { token?: string } } };
  const token = body.result?.data?.token;
  if (!token) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return token;
}

async function main() {
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 180, g: 140, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const server = await startServer();
  const browser = await launchChromium();
  const samples: Record<string, number[]> = {};
  const add = (name: string, value: number) => (samples[name] ??= []).push(value);
  let catPath = '';
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await phoneContext(browser);
      const cold = await phonePage(context);
      add('home cold: first cat card', await timeTo(cold.page, server.origin, '.cat-card'));
      await cold.page.waitForLoadState('networkidle');
      add('home cold: bytes transferred', cold.bytes.all / 1000);
      add('home cold: JS+CSS transferred', cold.bytes.jsCss / 1000);
      catPath ||= (await cold.page.locator('.cat-card a').first().getAttribute('href')) ?? '';
      // Whatever service worker there is gets a moment to install and take the page over.
      await cold.page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker?.ready,
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]),
      );
      await cold.page.close();
      const warm = await phonePage(context);
      await phoneWorkers(browser, warm.bytes);
      add('home warm: first cat card', await timeTo(warm.page, server.origin, '.cat-card'));
      // As on the cold visit, the bytes of the whole load (the photos the cards show among them).
      await warm.page.waitForLoadState('networkidle');
      add('home warm: bytes transferred', warm.bytes.all / 1000);
      await context.close();

      const cat = await coldVisit(browser, server.origin + catPath, 'main h1');
      add('cat page cold: content', cat.ms);
      const map = await coldVisit(browser, `${server.origin}/map`, MAP_PIN);
      add('map cold: first pin', map.ms);

      const token = await register(server.origin, run);
      const checkinContext = await phoneContext(browser, token);
      const checkin = await phonePage(checkinContext);
      const catId = catPath.split('/').pop() ?? '';
      await checkin.page.goto(`${server.origin}/checkin/${catId}`);
      const actions = checkin.page.getByRole('group', { name: 'O que você fez pelo gato?' });
      await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
      await checkin.page.getByRole('radio', { name: 'Bom' }).check();
      // Position and photos are closed parts of the form (features/checkin/checkin-form.tsx).
      const openPart = (title: RegExp) =>
        checkin.page.locator('summary', { hasText: title }).click();
      await openPart(/^Localização/);
      await checkin.page.getByText('Localização do seu dispositivo').waitFor({ timeout: 60_000 });
      await openPart(/^Fotos/);
      // The photo is made small when chosen: that time counts (from the input's change event to
      // the preview, measured in the page: handing Chromium the file over DevTools is no user's
      // time), as does the send.
      const input = checkin.page.getByLabel(/Fotos do check-in/);
      await input.evaluate((element) =>
        element.addEventListener(
          'change',
          () => ((window as unknown as { pickedAt: number }).pickedAt = performance.now()),
          { capture: true, once: true },
        ),
      );
      await input.setInputFiles({ name: 'gato.jpg', mimeType: 'image/jpeg', buffer: photo });
      await checkin.page.getByRole('img', { name: /^Prévia de gato/ }).waitFor({ timeout: 60_000 });
      const preparing = await checkin.page.evaluate(
        () => performance.now() - (window as unknown as { pickedAt: number }).pickedAt,
      );
      const started = Date.now();
      await checkin.page.getByRole('button', { name: 'Registrar check-in' }).click();
      // The result card (features/checkin/checkin-result.tsx) takes the form's place.
      await checkin.page.locator('.checkin-result__title').waitFor({ timeout: 120_000 });
      add('check-in with a 4000×3000 photo', preparing + Date.now() - started);
      await checkinContext.close();
    }
  } finally {
    await browser.close();
  }

  const targets: Record<string, [string, (v: number) => boolean]> = {
    'home cold: first cat card': ['<= 2000 ms', (v) => v <= 2000],
    'home warm: first cat card': ['<= 1000 ms', (v) => v <= 1000],
    'home cold: JS+CSS transferred': ['<= 170 kB', (v) => v <= 170],
    'check-in with a 4000×3000 photo': ['<= 8000 ms', (v) => v <= 8000],
  };
  const rows: Row[] = Object.entries(samples).map(([name, values]) => {
    const value = Math.round(median(values) * 10) / 10;
    const target = targets[name];
    return {
      name,
      value,
      unit: name.includes('transferred') ? 'kB' : 'ms',
      ...(target ? { target: target[0], met: target[1](value) } : {}),
    };
  });
  rows.push({ name: 'photo sent (JPEG made by sharp)', value: photo.length / 1000, unit: 'kB' });

  if (!SKIP_LIGHTHOUSE) {
    for (const path of ['/', catPath, '/map']) {
      // One Lighthouse run swings by up to ±10 points on this machine: the median of RUNS runs.
      const runs: LighthouseScores[] = [];
      let failed = 0;
      while (runs.length < RUNS) {
        try {
          runs.push(await lighthouseScores(server.origin + path));
        } catch (error) {
          // A run that did not finish is said and done again (twice at most), never scored 0.
          console.error(String(error));
          failed += 1;
          if (failed > 2) throw error;
        }
      }
      const label = path.startsWith('/cat/') ? '/cat/{id}' : path;
      const categories: [keyof LighthouseScores, string, string?, ((v: number) => boolean)?][] = [
        ['performance', 'performance', '>= 90', (v) => v >= 90],
        ['accessibility', 'accessibility', '= 100', (v) => v === 100],
        ['bestPractices', 'best practices', '>= 95', (v) => v >= 95],
        ['seo', 'SEO'],
      ];
      for (const [key, name, target, ok] of categories) {
        const value = median(runs.map((r) => r[key]));
        rows.push({
          name: `lighthouse ${label} ${name}`,
          value,
          unit: 'score',
          ...(target && ok ? { target, met: ok(value) } : {}),
        });
      }
    }
  }
  await server.stop();

  console.log(
    `\nbench:web — median of ${RUNS} runs, phone profile (1.6/0.75 Mbps, 150 ms, CPU 4×)\n`,
  );
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : 'NO';
    console.log(
      `${row.name.padEnd(44)} ${String(row.value).padStart(9)} ${row.unit.padEnd(5)} ${(row.target ?? '').padEnd(11)} ${met}`,
    );
  }
  writeFileSync('bench/results-web.json', JSON.stringify(rows, null, 2) + '\n');
}

await main();
