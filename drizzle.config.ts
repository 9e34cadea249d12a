/** drizzle-kit's settings: `npx drizzle-kit generate` writes a migration from server/db/schema.ts
 * into server/db/migrations, which the server applies at start on either driver. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
