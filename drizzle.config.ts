import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // schema.ts holds the core tables; accounts-schema.ts the invite codes.
  schema: './src/server/db/*schema.ts',
  out: './drizzle',
});
