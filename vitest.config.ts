import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that need a module graph of their own (Vitest's "Per-File Isolation Settings"
 * recipe): the client's tests (fake timers, a replaced global fetch), a `vi.mock` of
 * node:fs/promises, and the Google sign-in tests, whose keys server is cached by its URL
 * (services/google.ts) and a later file's server may get the same port.
 */
const ISOLATED = [
  'src/client/**/*.test.{ts,tsx}',
  'src/server/lib/photos-store.test.ts',
  'src/server/services/google-sign-in.test.ts',
  'src/server/rest/rest-auth.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default outside watch mode is one worker fewer than the cores: on a 2-core machine,
    // a single worker. The files run in worker processes (the default `forks` pool), so one per core.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Each test builds its own app, database and clock (src/server/test/harness.ts): the
        // files of a worker share the modules they import instead of loading them again.
        test: {
          name: 'modules-shared',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
