import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import type { Manifest } from 'vite';
import { PAGES, type PageName } from '../../shared/pages.js';

/**
 * The screens the app is opened on (home from the home screen, the map, a cat from a shared link)
 * are each a lazy chunk with its own imports and styles, which the browser used to learn of only
 * once the app's entry had run (docs/performance.md, the phone profile), and then a dozen small
 * files at once, racing the page's data. The server names them in the page's HTML instead, as Vite names the entry's own imports,
 * so they come down alongside the entry. The chunks are read from Vite's build manifest.
 */

/**
 * The pages the app is opened on from outside (home from the home screen, the map, a cat from a
 * shared link, a colony from a shared rota). Their paths and strings come from the app's page
 * list; each page's screen is `routes/<name>.tsx` (app/page-strings.test.ts checks the route
 * table against that).
 */
export const OPENING_PAGES = [
  'home',
  'map',
  'cat',
  'colony',
] as const satisfies readonly PageName[];

/** `key`'s chunk and the chunks it imports, with their styles, once each. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

const linkTo = (file: string) =>
  file.endsWith('.css')
    ? // Fetched now, applied when the screen's code adds it as a stylesheet (never render-blocking).
      `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The preload tags for a page's path (none for other pages): the files its screen needs beyond
 * those index.html already names (the entry's), and the pt-BR chunk of its strings when it has
 * strings outside the base dictionary (the language a first visit opens in). Throws when a
 * screen's module is missing from the manifest: a renamed route must not silently lose this.
 */
export function screenPreloads(manifest: Manifest): (path: string) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inHtml = entry ? closure(manifest, entry) : new Set<string>();
  const strings = Object.values(manifest).find((chunk) => chunk.name === 'strings-pt-BR');
  const screens = OPENING_PAGES.map((name) => {
    const module = `routes/${name}.tsx`;
    if (!manifest[module])
      throw new Error(`screen-preloads: ${module} is not in the build manifest`);
    const files = [...closure(manifest, module)].filter((file) => !inHtml.has(file));
    if (PAGES[name].strings.length > 0 && strings) files.push(strings.file);
    return { pattern: PAGES[name].path, links: files.map(linkTo) };
  });
  return (path) => screens.find(({ pattern }) => matchPath(pattern, path))?.links ?? [];
}

/**
 * `screenPreloads` from the manifest in `clientDir`; no manifest (a client built without one, or
 * none at all) names nothing.
 */
export function loadScreenPreloads(clientDir: string): (path: string) => string[] {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  return screenPreloads(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}
