import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestTurnsPlugin } from './request-turns.js';

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

describe('request turns', () => {
  it('runs each request to its end before the next one starts, in the order they came', async () => {
    const { app, log } = await appWithTurns(true);
    const answers = await inject(app, ['/1', '/2', '/3']);
    expect(answers.map((a) => a.json<unknown>())).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
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
    const answers = await inject(app, ['/1', '/boom', '/3']);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 500, 200]);
    expect(log).toEqual(['start 1', 'end 1', 'start boom', 'start 3', 'end 3']);
    await app.close();
  });
});
