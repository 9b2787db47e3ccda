import { describe, expect, it } from 'vitest';
import { matchBaseline, printedFigures } from './baseline.js';

/** What the bench of df32a57 printed in the full run of 2026-11-27 (its small and big cities). */
const baselineOut = `
15:24:42 generating 100k cats, 5k users, 50k ledger rows
  done in 7.4 s
15:24:49 nearby service call at 100k cats
  nearby 5 km/50 service p99 (100k cats): 5.087 ms (target <= 0.5: MISSED)
  nearby equals brute force (100k cats, centres matching): 25 of 25 (target = 25: met)
15:24:52 HTTP: nearby through tRPC vs the same body from memory (100k cats, 10 connections)
  nearby over tRPC (100k cats): 4984.8 req/s
  same body from memory, same server: 8222.6 req/s
  nearby over tRPC / from memory: 0.606 ratio (target >= 0.5: met)
  nearby over tRPC, a new centre each request (no cache hits, 100k cats): 584.82 req/s
  nearby over tRPC, a new centre each request (no cache hits) / from memory: 0.071 ratio
15:25:49 check-ins without photos over HTTP (10 connections, synchronous=FULL)
  5300 answered 2xx, 0 other, 5310 check-ins stored
  check-ins without photos over HTTP: 530 per s (target >= 500: met)
  ledger invariant after the check-ins: 1 true=1 (target = 1: met)
15:26:00 generating 1M cats, 100k users, 5M ledger rows
  done in 191.1 s (5012899 ledger rows)
15:29:11 nearby service call at 1M cats
  nearby 5 km/50 service p99 (1M cats): 1.11 ms (target <= 1: MISSED)
  nearby equals brute force (1M cats, centres matching): 25 of 25 (target = 25: met)
15:29:18 map list with filters, limit 100 (1M cats)
  map list with filters p99 (1M cats): 4.3 ms (target <= 5: met)
15:29:25 ranking page 1 with userRank (100k users, 5M ledger rows)
  ranking week page 1 + userRank p99 (100k users, 5M ledger): 0.177 ms (target <= 5: met)
  ranking all page 1 + userRank p99 (100k users, 5M ledger): 0.412 ms (target <= 5: met)
15:29:25 ledger invariant on the generated ledger
  ledger invariant (5M ledger rows): 1 true=1 (target = 1: met)
15:30:02 startup to 200 /health with 1M cats (the server bundle of npm start)
  startup to 200 /health (1M cats): 388.263 ms (target <= 1500: met)
  idle RSS after startup (1M cats): 942.613 MB (target <= 150: MISSED)
15:30:16 server RSS under four concurrent 4000×3000 photo uploads (check-ins with a photo)
  server RSS peak, four concurrent photo uploads: 1626.332 MB (target <= 400: MISSED)
`;

/** The candidate's figures of the same run, in order, with the baseline each should get. */
const candidate: [name: string, unit: string, baseline: number | undefined][] = [
  ['nearby 5 km/50 service p99 (100k cats)', 'ms', 5.087],
  ['nearby equals brute force (100k cats, centres matching)', 'of 25', 25],
  ['nearby over tRPC (100k cats, 5k users)', 'req/s', 4984.8],
  ['same body from memory, same server', 'req/s', 8222.6],
  ['nearby over tRPC / from memory', 'ratio', 0.606],
  [
    'nearby over tRPC, a new centre each request (no cache hits, 100k cats, 5k users)',
    'req/s',
    584.82,
  ],
  ['nearby over tRPC, a new centre each request (no cache hits) / from memory', 'ratio', 0.071],
  ['check-ins without photos over HTTP (1000 accounts, 5000 cats, 5k users)', 'per s', 530],
  ['ledger invariant after the check-ins', 'true=1', 1],
  ['nearby over tRPC (100k cats, 100k users)', 'req/s', undefined],
  ['same body from memory, same server', 'req/s', undefined],
  ['nearby over tRPC / from memory', 'ratio', undefined],
  [
    'nearby over tRPC, a new centre each request (no cache hits, 100k cats, 100k users)',
    'req/s',
    undefined,
  ],
  ['nearby over tRPC, a new centre each request (no cache hits) / from memory', 'ratio', undefined],
  ['check-ins without photos over HTTP (1000 accounts, 5000 cats, 100k users)', 'per s', undefined],
  ['ledger invariant after the check-ins', 'true=1', undefined],
  ['check-ins/s at 100k users / at 5k users', 'ratio', undefined],
  ['mixed reads at a steady 300 req/s (paced, open loop), p50', 'ms', undefined],
  ['nearby 5 km/50 service p99 (1M cats)', 'ms', 1.11],
  ['nearby equals brute force (1M cats, centres matching)', 'of 25', 25],
  ['map list with filters p99 (1M cats)', 'ms', 4.3],
  ['ranking week page 1 + userRank p99 (100k users, 5M ledger)', 'ms', 0.177],
  ['ranking all page 1 + userRank p99 (100k users, 5M ledger)', 'ms', 0.412],
  ['ledger invariant (5M ledger rows)', 'true=1', 1],
  ['startup to 200 /health (1M cats)', 'ms', 388.263],
  ['idle RSS after startup (1M cats)', 'MB', 942.613],
  ['idle RSS after startup, anonymous only (1M cats)', 'MB', undefined],
  ['server RSS peak, 4 concurrent photo uploads', 'MB', undefined],
];

describe('the baseline beside the candidate', () => {
  it('reads every figure the baseline printed, with its whole unit', () => {
    const figures = printedFigures(baselineOut);
    expect(figures).toHaveLength(18);
    expect(figures).toContainEqual({
      name: 'check-ins without photos over HTTP',
      value: 530,
      unit: 'per s',
    });
    expect(figures).toContainEqual({
      name: 'nearby equals brute force (1M cats, centres matching)',
      value: 25,
      unit: 'of 25',
    });
    expect(figures).toContainEqual({
      name: 'nearby over tRPC (100k cats)',
      value: 4984.8,
      unit: 'req/s',
    });
  });

  it('gives each candidate figure the baseline of the same measurement', () => {
    const matched = matchBaseline(
      candidate.map(([name, unit]) => ({ name, unit })),
      printedFigures(baselineOut),
    );
    expect(candidate.map(([name], i) => [name, matched[i]])).toEqual(
      candidate.map(([name, , baseline]) => [name, baseline]),
    );
  });
});
