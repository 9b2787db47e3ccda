import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  relinkFailedStylesheets,
  untilLoaded,
  watchPreloadFailures,
  type RetryEnv,
} from './lazy-part.js';

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

  it('is fetched again when Vite reported a stylesheet it needs as not fetched, which is linked again', async () => {
    const { window: page } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
    watchPreloadFailures(page);
    // What Vite's preload does when a part's stylesheet fails: the link errors, the event, the throw.
    const link = page.document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://127.0.0.1/assets/form-fields-D1.css';
    page.document.head.append(link);
    link.dispatchEvent(new page.Event('error'));
    const cssFailure = new Error('Unable to preload CSS for /assets/form-fields-D1.css');
    page.dispatchEvent(Object.assign(new page.Event('vite:preloadError'), { payload: cssFailure }));

    const env = counting();
    let calls = 0;
    const load = () => (++calls < 2 ? Promise.reject(cssFailure) : Promise.resolve('TnrForm'));
    await expect(untilLoaded(load, env)).resolves.toBe('TnrForm');
    expect(env.chances).toBe(1);
    // An error Vite did not report is the part's own: thrown at once.
    const own = new Error('Unable to preload CSS for /assets/other.css');
    await expect(untilLoaded(() => Promise.reject(own), env)).rejects.toBe(own);

    // At the next chance the stylesheet is linked again, in a new element.
    const relinked = relinkFailedStylesheets();
    const [again, ...more] = page.document.querySelectorAll('link[rel="stylesheet"]');
    expect(more).toEqual([]);
    expect(again).not.toBe(link);
    expect(again!.getAttribute('href')).toBe('http://127.0.0.1/assets/form-fields-D1.css');
    again!.dispatchEvent(new page.Event('load'));
    await relinked;
  });
});
