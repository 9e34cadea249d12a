/**
 * The embedded database as the server uses it: PGlite in a worker thread (pgliteWorker.ts), queried
 * through Drizzle's proxy driver, which hands each query to a function; here, a message to the
 * worker. One query at a time, as PGlite runs them; no transaction spans two queries (the app's
 * writes are single statements), so none can be left open between the threads.
 */
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { migrate } from 'drizzle-orm/pg-proxy/migrator';
import type { WorkerError, WorkerReply, WorkerRequest } from './pgliteMessages.ts';
import * as schema from './schema.ts';

/**
 * The worker's first lines: it runs TypeScript as the server does, with tsx, registered before its
 * module is loaded (Node does not apply a parent's `--import` hooks to a worker's entry module).
 */
const workerSource = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./pgliteWorker.ts', import.meta.url).href)});
});`;

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** An error the worker reported, with its SQLSTATE code when it has one. */
export class WorkerQueryError extends Error {
  readonly code?: string;
  constructor({ name, message, code }: WorkerError) {
    super(message);
    this.name = name;
    if (code !== undefined) this.code = code;
  }
}

export async function openPgliteWorker(
  dataDir: string,
  migrationsFolder: string,
  { channel, onNotice }: { channel: string; onNotice: (payload: string) => void },
) {
  const worker = new Worker(workerSource, { eval: true, workerData: { dataDir, channel } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  let gone: Error | null = null;

  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if ('ready' in message) return resolve();
      if ('notice' in message) return onNotice(message.notice);
      if ('failed' in message) return reject(new WorkerQueryError(message.failed));
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if ('error' in message) waiting?.reject(new WorkerQueryError(message.error));
      else waiting?.resolve(message.rows);
    });
    const end = (error: Error) => {
      gone = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the database worker ended (${code})`)));
  });

  const call = (request: Request) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });

  try {
    await started;
    const db = drizzle(
      async (sql, params, method) => ({
        rows: await call({ kind: 'query', sql, params, rowMode: method === 'all' ? 'array' : 'object' }),
      }),
      { schema },
    );
    await migrate(db, (statements) => call({ kind: 'migrate', statements }).then(() => undefined), {
      migrationsFolder,
    });
    return {
      db,
      /** Closes the database; the worker ends with it. */
      close: async () => {
        await call({ kind: 'close' });
        await worker.terminate();
      },
      /** Ends the worker whatever it is doing: a database that no longer answers. */
      end: () => worker.terminate().then(() => undefined),
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
