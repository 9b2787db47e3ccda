import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { testSettings } from '../settings.js';
import type { Manifest } from 'vite';
import { screenPreloads } from './screen-preloads.js';

/** A build manifest shaped like Vite's: the entry, three screens, shared chunks, strings. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_vendor-v1.js'],
    css: ['assets/index-e1.css'],
  },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_badge-b1.js': { file: 'assets/badge-b1.js', imports: ['_vendor-v1.js'] },
  '_card-c1.js': {
    file: 'assets/card-c1.js',
    imports: ['index.html', '_badge-b1.js'],
    css: ['assets/card-c1.css'],
  },
  'routes/home.tsx': {
    file: 'assets/home-h1.js',
    imports: ['_vendor-v1.js', 'index.html', '_card-c1.js'],
    css: ['assets/home-h1.css'],
  },
  'routes/map.tsx': { file: 'assets/map-m1.js', imports: ['index.html', '_badge-b1.js'] },
  'routes/cat.tsx': { file: 'assets/cat-k1.js', imports: ['index.html', '_badge-b1.js'] },
  'routes/colony.tsx': { file: 'assets/colony-y1.js', imports: ['index.html', '_card-c1.js'] },
  'routes/ranking.tsx': { file: 'assets/ranking-r1.js', imports: ['index.html'] },
  '_strings-pt-BR-s1.js': { file: 'assets/strings-pt-BR-s1.js', name: 'strings-pt-BR' },
  '_strings-en-s2.js': { file: 'assets/strings-en-s2.js', name: 'strings-en' },
};

const linksFor = screenPreloads(MANIFEST);

describe('screenPreloads', () => {
  it("names a screen's chunk, what it imports and their styles, once each, beyond the entry's", () => {
    expect(linksFor('/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-h1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-h1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/card-c1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/card-c1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/badge-b1.js">',
    ]);
    expect(linksFor('/map')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/map-m1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/badge-b1.js">',
    ]);
  });

  it("adds the pt-BR screen strings to a cat page, and only the cat page's paths match it", () => {
    expect(linksFor('/cat/abc_123')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/cat-k1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/badge-b1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/strings-pt-BR-s1.js">',
    ]);
    for (const other of ['/cat/abc/checkins', '/ranking', '/mapa', '/cat/']) {
      expect(linksFor(other), other).toEqual([]);
    }
  });

  it('fails on a build whose manifest lacks a screen (a renamed route)', () => {
    const { 'routes/map.tsx': _map, ...withoutMap } = MANIFEST;
    expect(() => screenPreloads(withoutMap)).toThrow('routes/map.tsx');
  });
});

describe('pages served with their preloads', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function appWith(manifest: Manifest | null) {
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-screens-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, 'index.html'),
      // Over @fastify/compress's 1 kB threshold, as the real page is.
      `<!doctype html><html><head><title>Gateiros</title></head><body>${'<p>miau</p>'.repeat(120)}</body></html>`,
    );
    if (manifest) writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const db = openDatabase(':memory:');
    cleanup.push(() => db.$client.close());
    const app = await buildApp({
      settings: testSettings({ DATABASE_PATH: ':memory:', UPLOADS_DIR: join(dir, 'up') }),
      db,
      clientDir: dir,
      logger: false,
    });
    cleanup.push(() => app.close());
    return app;
  }

  it('writes them into the HTML of home, the map, a cat page and a colony, compressed; not elsewhere', async () => {
    const app = await appWith(MANIFEST);
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<title>Gateiros</title>');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js">');
    expect(home.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/card-c1.css">',
    );
    expect(home.body.indexOf('home-h1.js')).toBeLessThan(home.body.indexOf('</head>'));
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const map = await app.inject('/map?lat=1');
    expect(map.body).toContain('href="/assets/map-m1.js"');
    expect(map.body).not.toContain('home-h1.js');
    // A cat that does not exist still gets the app, with the cat page's code named.
    const cat = await app.inject('/cat/nobody');
    expect(cat.statusCode).toBe(200);
    expect(cat.body).toContain('href="/assets/strings-pt-BR-s1.js"');
    // A colony opened from a shared rota.
    const colony = await app.inject('/colony/abc');
    expect(colony.body).toContain('href="/assets/colony-y1.js"');
    expect(colony.body).toContain('href="/assets/card-c1.css"');
    const ranking = await app.inject('/ranking');
    expect(ranking.body).toContain('<title>Gateiros</title>');
    expect(ranking.body).not.toContain('modulepreload');
    // The manifest is read by the server, not served.
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('serves the plain app when the build has no manifest', async () => {
    const app = await appWith(null);
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Gateiros</title>');
    expect(home.body).not.toContain('modulepreload');
  });
});
