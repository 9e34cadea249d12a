/** drizzle-kit's settings: `npx drizzle-kit generate` writes a migration from the schema modules
 * into server/db/migrations, which the server applies at start on either driver. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/staffSchema.ts'],
  out: './server/db/migrations',
});
