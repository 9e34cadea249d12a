/**
 * The inbox, live: every change the database announces (a lead stored, moved, assigned, noted,
 * e-mailed, erased: server/db/migrations/0004) goes to each open inbox as a server-sent event.
 * With PostgreSQL the announcements cross servers (LISTEN/NOTIFY), so several servers behind one
 * address keep every inbox current; with PGlite they come from its worker.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { InboxChange } from '../../src/contract/inbox.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export function createLiveHub() {
  const streams = new Set<SSEStreamingApi>();
  return {
    /** What the database announced: passed on to every open inbox, if it is a change. */
    announce(payload: string) {
      let change: InboxChange;
      try {
        change = JSON.parse(payload) as InboxChange;
      } catch {
        return;
      }
      // Unnamed: `EventSource.onmessage` hears it.
      for (const stream of streams) void stream.writeSSE({ data: JSON.stringify(change) });
    },
    /** An inbox's stream, open until it leaves or the server stops. */
    stream(c: Context) {
      c.header('Cache-Control', 'no-store');
      return streamSSE(c, async (stream) => {
        streams.add(stream);
        stream.onAbort(() => void streams.delete(stream));
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(KEEP_ALIVE_MS);
          if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
        }
        streams.delete(stream);
      });
    },
    /** Ends every stream: a stopping server waits for no open inbox (each one reconnects). */
    async close() {
      await Promise.all([...streams].map((stream) => stream.close()));
      streams.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
