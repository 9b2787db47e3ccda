import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REQUESTS_PER_TURN, requestTurnsPlugin } from './request-turns.js';

/** An app whose one route logs when each request starts and ends, with promise work between. */
async function appWithTurns(turns: boolean) {
  const app = Fastify();
  if (turns) await app.register(requestTurnsPlugin);
  const log: string[] = [];
  app.get('/:n', async (request) => {
    const { n } = request.params as { n: string };
    log.push(`start ${n}`);
    for (let i = 0; i < 3; i++) await Promise.resolve();
    if (n === 'boom') throw new Error('boom');
    log.push(`end ${n}`);
    return { n };
  });
  return { app, log };
}

const inject = (app: Awaited<ReturnType<typeof appWithTurns>>['app'], paths: string[]) =>
  Promise.all(paths.map((path) => app.inject({ url: path })));

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/${i + 1}`);

describe('request turns', () => {
  it('starts at most REQUESTS_PER_TURN requests in a turn, in the order they came', async () => {
    const { app, log } = await appWithTurns(true);
    const n = REQUESTS_PER_TURN + 2;
    const answers = await inject(app, paths(n));
    expect(answers.map((a) => a.json<unknown>())).toEqual(paths(n).map((p) => ({ n: p.slice(1) })));
    const starts = log.filter((line) => line.startsWith('start'));
    expect(starts).toEqual(paths(n).map((p) => `start ${p.slice(1)}`));
    // The first turn's requests have all ended before the next turn starts one.
    const nextTurn = log.indexOf(`start ${REQUESTS_PER_TURN + 1}`);
    for (let k = 1; k <= REQUESTS_PER_TURN; k++) {
      expect(log.indexOf(`end ${k}`), `end ${k}`).toBeLessThan(nextTurn);
    }
    await app.close();
  });

  it('without them, requests that came together run interleaved', async () => {
    const { app, log } = await appWithTurns(false);
    await inject(app, ['/1', '/2', '/3']);
    expect(log.slice(0, 2)).toEqual(['start 1', 'start 2']);
    await app.close();
  });

  it('a request that fails does not hold up the ones after it', async () => {
    const { app, log } = await appWithTurns(true);
    const list = paths(REQUESTS_PER_TURN + 2).map((p) => (p === '/2' ? '/boom' : p));
    const answers = await inject(app, list);
    expect(answers.map((a) => a.statusCode)).toEqual(list.map((p) => (p === '/boom' ? 500 : 200)));
    expect(log.filter((line) => line.startsWith('end'))).toHaveLength(list.length - 1);
    expect(log.at(-1)).toBe(`end ${REQUESTS_PER_TURN + 2}`);
    await app.close();
  });
});
