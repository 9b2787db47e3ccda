import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const server = 'http://127.0.0.1:3000';
/** A typesafe-i18n namespace module: i18n/<locale>/<namespace>/index.ts. */
const NAMESPACE = /[\\/]i18n[\\/]([\w-]+)[\\/]\w+[\\/]index\.ts$/;

/** The installable app: pt-BR first, the cream and orange of the stylesheets. */
const manifest: Partial<ManifestOptions> = {
  name: 'Gateiros',
  short_name: 'Gateiros',
  description: 'Cuidando juntos dos gatos de rua do bairro: encontre, registre e acompanhe.',
  lang: 'pt-BR',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#fff8ef',
  background_color: '#fff8ef',
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/**
 * pt-BR first: its strings are fetched alongside the entry chunk instead of after it has run
 * (main.tsx renders nothing before the strings). Another language's strings still load from
 * main.tsx; pt-BR's are then an unused 9 kB once (README, Performance).
 */
function preloadBaseLocale(): Plugin {
  return {
    name: 'gateiros:preload-base-locale',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/i18n/pt-BR/index.ts'),
        );
        if (!chunk) return [];
        const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    preloadBaseLocale(),
    // injectManifest: the worker is our own small file (sw/sw.ts), so later handlers (push) join
    // it without fighting a generated one.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/icons/icon-512.png', '**/icons/icon-maskable-512.png'],
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server, which names a first screen's chunks in its HTML (plugins/screen-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs (React, the router, the query cache, tRPC's client) in
        // one chunk: by default Rolldown left them in seven small chunks, split along what the
        // lazy pages share, each a request of its own on a first load. Apart from the app's own
        // code, this chunk also stays cached across releases that change only the app.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own start-up code in the entry chunk: by default Rolldown split what the
            // entry shares with the lazy pages and the strings into two small chunks of their own
            // (2 kB brotli of code and headers more on every first load, bench:web's count).
            { name: 'app', test: /[\\/]src[\\/](client|shared)[\\/]/, tags: ['$initial'] },
            // A language's screen strings (typesafe-i18n namespaces, see lib/locale.ts) in one
            // chunk: a page that needs several fetches one file, and the first page needs none.
            {
              name: (id) => {
                const locale = NAMESPACE.exec(id)?.[1];
                return locale ? `strings-${locale}` : null;
              },
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/trpc': server,
      '/uploads': server,
      '/api': server,
      '/avatars': server,
      '/health': server,
    },
  },
});
