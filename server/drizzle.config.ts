import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm db:generate`) and applied at start-up by the
// driver's migrator. Roles, grants and row-level security live in custom migrations
// (`pnpm db:generate --custom --name <name>`), because drizzle-kit cannot express FORCE RLS.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
