/** What the main thread and the PGlite worker (pgliteWorker.ts) say to each other. */

export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  /** Statements run in one transaction: the migrations not yet applied. */
  | { id: number; kind: 'migrate'; statements: string[] }
  | { id: number; kind: 'close' };

/** An error as it crosses to the main thread: its SQLSTATE code, if PostgreSQL gave one. */
export interface WorkerError {
  name: string;
  message: string;
  code?: string;
}

export type WorkerReply =
  | { ready: true }
  | { failed: WorkerError }
  /** A payload the database announced on the channel (NOTIFY), once its transaction committed. */
  | { notice: string }
  | { id: number; rows: unknown[] }
  | { id: number; error: WorkerError };
