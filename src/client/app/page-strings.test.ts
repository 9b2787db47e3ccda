import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../shared/pages.js';

/**
 * A string namespace that a screen uses but does not name in shared/pages.ts would show as empty
 * text (typesafe-i18n answers '' for what is not loaded). This reads the imports of each page, as
 * the bundler would, and the `LL.<group>` each module uses.
 */
const client = resolve(import.meta.dirname, '..');
const namespacesDir = resolve(client, '../shared/i18n/pt-BR');
const namespaces = new Set(
  readdirSync(namespacesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(namespacesDir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name),
);

// `import type` brings no code (the client's types of the server's router, say).
const STATIC_IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/g;
const DYNAMIC_IMPORT = /import\('(\.[^']+)'\)/g;

function sourceOf(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const ending of ['.ts', '.tsx']) if (existsSync(base + ending)) return base + ending;
  return null;
}

/** The namespaces used by `entry` and every module it imports, statically or lazily. */
function namespacesUsed(entry: string, skip: (path: string) => boolean = () => false) {
  const used = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const text = readFileSync(path, 'utf8');
    for (const [, group] of text.matchAll(/\bLL\.(\w+)/g))
      if (namespaces.has(group!)) used.add(group!);
    for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (specifier!.includes('/i18n/')) continue;
        const next = sourceOf(path, specifier!);
        if (next && !skip(next)) queue.push(next);
      }
    }
  }
  return [...used].sort();
}

const routerFile = join(client, 'app/router.tsx');
/** The route table's screens: page name → the module its `lazy` imports. */
const screens = new Map(
  [
    ...readFileSync(routerFile, 'utf8').matchAll(
      /'?([\w-]+)'?: \(\) =>\s*import\('(\.\.\/routes\/[\w-]+\.js)'\)/g,
    ),
  ].map(([, name, module]) => [name!, module!]),
);
const pages = Object.entries(PAGES).map(([name, info]) => ({
  name,
  module: screens.get(name),
  strings: [...info.strings].sort(),
}));

describe('string namespaces', () => {
  it('finds the namespaces and every page', () => {
    expect(namespaces.size).toBeGreaterThan(10);
    expect(pages.length).toBeGreaterThan(25);
    expect(screens.size).toBe(pages.length);
  });

  // The server finds a page's chunk in the build manifest by its name (plugins/screen-preloads.ts).
  it.each(pages)('$name is the screen in routes/$name.tsx', (page) => {
    expect(page.module).toBe(`../routes/${page.name}.js`);
  });

  it.each(pages)('$name names exactly the namespaces its components use', (page) => {
    expect(page.strings).toEqual(namespacesUsed(sourceOf(routerFile, page.module!)!));
  });

  it('the app around the pages uses none (its strings load with the app)', () => {
    const isPage = (path: string) => path.includes(`${join(client, 'routes')}/`);
    expect(namespacesUsed(join(client, 'main.tsx'), isPage)).toEqual([]);
  });
});
