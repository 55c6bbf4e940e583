import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new SQL migration into drizzle/ after a change to the schema; commit it. The
// server applies the migrations at start-up with each driver's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
