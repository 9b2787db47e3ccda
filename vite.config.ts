import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/trpc': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' } },
});
