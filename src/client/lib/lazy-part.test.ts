import { describe, expect, it } from 'vitest';
import { untilLoaded, type RetryEnv } from './lazy-part.js';

/** A retry env that counts its chances and gives them at once. */
function counting() {
  const env = { chances: 0, nextChance: () => Promise.resolve(void env.chances++) };
  return env satisfies RetryEnv;
}

const notFetched = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/adopt-form-B0.js');

describe('a part whose code is fetched on demand', () => {
  it('is fetched again at each next chance while its file cannot be fetched', async () => {
    const env = counting();
    let calls = 0;
    const load = () => (++calls < 3 ? Promise.reject(notFetched()) : Promise.resolve('AdoptForm'));
    await expect(untilLoaded(load, env)).resolves.toBe('AdoptForm');
    expect(calls).toBe(3);
    expect(env.chances).toBe(2);
  });

  it('throws any other failure at once', async () => {
    const env = counting();
    const broken = new TypeError('x is not a function');
    await expect(untilLoaded(() => Promise.reject(broken), env)).rejects.toBe(broken);
    await expect(untilLoaded(() => Promise.reject(new SyntaxError('bad')), env)).rejects.toThrow(
      'bad',
    );
    expect(env.chances).toBe(0);
  });

  it('knows the words of WebKit too', async () => {
    const env = counting();
    let calls = 0;
    const load = () =>
      ++calls < 2
        ? Promise.reject(new TypeError('Importing a module script failed.'))
        : Promise.resolve(1);
    await expect(untilLoaded(load, env)).resolves.toBe(1);
    expect(env.chances).toBe(1);
  });
});
