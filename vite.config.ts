import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const server = 'http://127.0.0.1:3000';

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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
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
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
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
