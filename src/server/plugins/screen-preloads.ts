import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/**
 * The screens the app is opened on (home from the home screen, the map, a cat from a shared link)
 * are each a lazy chunk with its own imports and styles, which the browser used to learn of only
 * once the app's entry had run: on the phone profile (docs/performance.md), 1.7 s into a cold
 * load of / and 2.1 s into a cat page, and then a dozen small files at once, racing the page's
 * data. The server names them in the page's HTML instead, as Vite names the entry's own imports,
 * so they come down alongside the entry. The chunks are read from Vite's build manifest.
 */

interface Screen {
  path: RegExp;
  /** The route module, as app/pages.tsx imports it (relative to src/client). */
  module: string;
  /**
   * Whether the screen has strings outside the app's base dictionary (app/pages.tsx `strings`):
   * the pt-BR chunk of them is named too, the language a first visit opens in.
   */
  strings?: boolean;
}

const SCREENS: readonly Screen[] = [
  { path: /^\/$/, module: 'routes/home.tsx' },
  { path: /^\/map$/, module: 'routes/map.tsx' },
  { path: /^\/cat\/[A-Za-z0-9_-]{1,64}$/, module: 'routes/cat.tsx', strings: true },
];

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
 * For each screen, the link tags of the files it needs beyond those index.html already names (the
 * entry's). Throws when a screen's module is missing from the manifest: a renamed route must not
 * silently lose this.
 */
export function screenPreloads(manifest: Manifest): Map<Screen, string[]> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inHtml = entry ? closure(manifest, entry) : new Set<string>();
  const strings = Object.values(manifest).find((chunk) => chunk.name === 'strings-pt-BR');
  const result = new Map<Screen, string[]>();
  for (const screen of SCREENS) {
    if (!manifest[screen.module]) {
      throw new Error(`screen-preloads: ${screen.module} is not in the build manifest`);
    }
    const files = [...closure(manifest, screen.module)].filter((file) => !inHtml.has(file));
    if (screen.strings && strings) files.push(strings.file);
    result.set(screen, files.map(linkTo));
  }
  return result;
}

/**
 * The preload tags for a page's path (none for other pages), from the manifest in `clientDir`;
 * no manifest (a client built without one, or none at all) names nothing.
 */
export function loadScreenPreloads(clientDir: string): (path: string) => string[] {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const preloads = screenPreloads(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  return (path) => {
    for (const [screen, links] of preloads) if (screen.path.test(path)) return links;
    return [];
  };
}
