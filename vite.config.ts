import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
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
