import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // core-schema.ts holds the core tables (schema.ts re-exports them with the points and carer
  // tables); accounts-schema.ts the invite codes.
  schema: './src/server/db/*schema.ts',
  out: './drizzle',
});
