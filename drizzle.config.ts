import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // The table files (*-schema.ts); schema.ts is their index and re-exports the same tables.
  schema: './src/server/db/*schema.ts',
  out: './drizzle',
});
