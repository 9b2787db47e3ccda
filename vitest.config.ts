import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    // Vitest's default outside watch mode is one worker fewer than the cores: on a 2-core machine,
    // a single worker. The files run in worker processes (the default `forks` pool), so one per core.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
