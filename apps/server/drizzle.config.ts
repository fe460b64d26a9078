import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The barrel `npm run modules:json` writes: each module's <m>/<m>.schema.ts and the shared tables of db/schema.
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
  // pg-boss keeps its own schema (pgboss), migrated by itself (lib/jobs.ts).
  schemaFilter: ['public'],
});
