import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The client reaches the server only over HTTP: no server module in the bundle. */
const noServerImports = {
  regex: String.raw`^(\.\./)+server/`,
  message: 'The client imports no server code (only the AppRouter type, in lib/api-types.ts).',
};

/**
 * The hot paths that keep statements prepared once per database (docs/architecture.md): everywhere
 * else a query is built per call with Drizzle's query builder.
 */
const preparedStatementFiles = [
  'src/server/geo/statements.ts', // nearby and the map list: the grid's ring statements
  'src/server/services/cat-rows.ts', // nearby, the map list and the cat page: the cats' rows
  'src/server/services/cat-counts.ts', // nearby: how many cats are active
  'src/server/services/checkin-statements.ts', // the check-in: its reads and writes of the cat and itself
  'src/server/context.ts', // the check-in (and every signed-in request): the user of the token
  'src/server/services/awards.ts', // the check-in: the user's counters
  'src/server/services/checkin-timing.ts', // the check-in: the cooldown of its reward
  'src/server/services/carer-rule.ts', // the check-in: whether its author cares for the cat
  'src/server/notifications/events.ts', // the check-in: the cat's fans to tell
  'src/server/notifications/help.ts', // the check-in: the cat's open help claims
  'src/server/moderation/visibility.ts', // nearby, the map list and the check-in: hidden cats
  'src/server/services/public-cells-step.ts', // a data step: one update per cat, once
];

/** Intl formatters come from src/client/lib/formats.ts, made once per language and options. */
const keptFormatters = ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((name) => ({
  selector: `NewExpression[callee.object.name='Intl'][callee.property.name='${name}']`,
  message: `Use src/client/lib/formats.ts (it keeps each Intl.${name} it makes) instead of a new one.`,
}));

/** `no-restricted-imports` with these import patterns. */
const restrictImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.builds',
      'node_modules',
      'drizzle',
      'uploads',
      'data',
      'playwright-report',
      'test-results',
      'src/shared/i18n/i18n-*.ts',
      'src/shared/i18n/i18n-react.tsx',
      'src/shared/i18n/formatters.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Prepared statements only on the hot paths listed above.
    files: ['src/server/**/*.ts'],
    ignores: [
      ...preparedStatementFiles,
      'src/server/db/client.ts',
      '**/*.test.ts',
      'src/server/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='perDatabase']",
          message:
            'perDatabase is for the hot paths listed in eslint.config.js (docs/architecture.md): build the query per call.',
        },
        {
          selector: "CallExpression[callee.property.name='prepare'][arguments.length=0]",
          message:
            'Prepared statements are for the hot paths listed in eslint.config.js (docs/architecture.md): build the query per call.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client reaches the server only over HTTP: no server module in the bundle.
    files: ['src/client/**/*.ts', 'src/client/**/*.tsx'],
    // src/client/test/ is the component tests' harness: it starts the real server.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/client/test/**', 'src/client/lib/api-types.ts'],
    rules: {
      ...restrictImports(noServerImports),
    },
  },
  {
    // A feature uses components/ and lib/, never another feature (nor routes/ or app/).
    files: ['src/client/features/**/*.ts', 'src/client/features/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      ...restrictImports(noServerImports, {
        regex: String.raw`^\.\./(?!\.\./)[^/]+/|^(\.\./){2,}(features|routes|app)/`,
        message: 'Features do not import each other: move the shared piece to components/ or lib/.',
      }),
    },
  },
  {
    // Shared pieces know nothing of the features, routes or shell that use them.
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      ...restrictImports(noServerImports, {
        regex: String.raw`^(\.\./)+(features|routes|app)/`,
        message: 'components/ and lib/ are shared: they import no feature, route or shell.',
      }),
    },
  },
  {
    // Screens take their query and mutation options from their feature's api.ts (or lib/ for the
    // shared ones), so that each procedure's cache changes are written once.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/features/*/api.ts',
      'src/client/lib/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/client/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportSpecifier[imported.name='useTRPC']",
          "CallExpression[callee.name='useTRPC']",
        ].map((selector) => ({
          selector,
          message:
            "useTRPC() belongs in the feature's api.ts (or a lib/ api module): use its query and mutation options hooks.",
        })),
        ...keptFormatters,
      ],
    },
  },
  {
    files: ['src/client/lib/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/formats.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...keptFormatters] },
  },
  {
    // The one door to the server's types: the AppRouter, as a type.
    files: ['src/client/lib/api-types.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...noServerImports,
              allowTypeImports: true,
              message: 'Only `import type` of the AppRouter.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers of unknown shape and assert on them; the assertions are the check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
);
