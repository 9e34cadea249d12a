/**
 * The embedded database (PGlite) in a worker thread of its own: whatever it does (a long query,
 * the busy wait it falls into after it failed to write its log) never holds up the thread that
 * serves the site and answers the health checks, and a worker that no longer answers is ended and
 * replaced (pglite.ts). It answers the main thread's messages one at a time, as PGlite runs them,
 * and passes on what the database announces on its channel (a change to a lead).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerReply, WorkerRequest } from './pgliteMessages.ts';

/** Dates and intervals as PostgreSQL writes them, for Drizzle's columns to read (as its own PGlite
 * driver has them). */
const asText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [
    type,
    asText,
  ]),
);

const port = parentPort!;
const reply = (message: WorkerReply) => port.postMessage(message);

async function answer(db: PGlite, request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'query': {
      const result = await db.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return { id: request.id, rows: result.rows };
    }
    case 'migrate':
      await db.transaction(async (tx) => {
        for (const statement of request.statements) await tx.exec(statement);
      });
      return { id: request.id, rows: [] };
    case 'close':
      await db.close();
      return { id: request.id, rows: [] };
  }
}

const { dataDir, channel } = workerData as { dataDir: string; channel: string };

try {
  // The inbox's search indexes its text by trigrams.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  port.on('message', (request: WorkerRequest) => {
    answer(db, request).then(reply, (error: Error & { code?: string }) =>
      reply({ id: request.id, error: { name: error.name, message: error.message, code: error.code } }),
    );
  });
  // The changes the database announces reach the main thread, which tells the open inboxes.
  await db.listen(channel, (payload) => reply({ notice: payload }));
  reply({ ready: true });
} catch (error) {
  const { name, message, code } = error as Error & { code?: string };
  reply({ failed: { name, message, code } });
}
