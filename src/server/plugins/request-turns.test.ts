import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
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

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/${i + 1}`);

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('request turns', () => {
  it('start one request per turn, in the order they came, each after the one before ended', async () => {
    const { app, log } = await appWithTurns(true);
    const answers = await inject(app, paths(4));
    expect(answers.map((a) => a.json<unknown>())).toEqual(paths(4).map((p) => ({ n: p.slice(1) })));
    expect(log).toEqual(paths(4).flatMap((p) => [`start ${p.slice(1)}`, `end ${p.slice(1)}`]));
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
    const list = ['/1', '/boom', '/3', '/4'];
    const answers = await inject(app, list);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 500, 200, 200]);
    expect(log.filter((line) => line.startsWith('end'))).toEqual(['end 1', 'end 3', 'end 4']);
    await app.close();
  });

  it('are part of the app every server builds', async () => {
    t = await createTestApp();
    expect(t.app.hasPlugin('request-turns')).toBe(true);
  });
});
