import { describe, expect, it } from 'vitest';
import { appPageUrl } from './app-page-url.js';

const ORIGIN = 'https://gateiros.example';

describe('appPageUrl: the page a pushed notification opens', () => {
  it('keeps a page of the app', () => {
    expect(appPageUrl('/cat/abc?x=1#h', ORIGIN)).toBe(`${ORIGIN}/cat/abc?x=1#h`);
    expect(appPageUrl(`${ORIGIN}/notifications`, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });

  it('never leaves the app, however the address is written', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/cat/1',
      'javascript:alert(1)',
      'http://gateiros.example/cat/1', // another scheme is another origin
      'http://[::1',
      42,
      null,
    ]) {
      expect(appPageUrl(url, ORIGIN)).toBe(`${ORIGIN}/notifications`);
    }
  });
});
