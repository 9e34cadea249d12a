/**
 * The HTTP server the app is served on: plain HTTP/1.1, or HTTPS with HTTP/2 (and HTTP/1.1) with
 * a certificate, as static hosts serve. It logs one line per request with what was actually sent,
 * and knows the requests under way, so that a stopping server can stop taking connections, answer
 * every request it has begun, and cut only what outlasts the grace.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { outcomeOf, requestLine } from './accessLog.ts';

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** What a request still unanswered when the grace is over is told: the service will be back. */
const CUT_ANSWER = JSON.stringify({ error: 'unavailable' });

export interface ListenOptions {
  port: number;
  host: string;
  tls: { cert: string; key: string } | null;
  handle: (req: Request, res: Response) => void;
  /** What the HTTP/1 parser could not read, and CONNECT: the site's bare answers. */
  clientError: (error: Error, socket: Duplex) => void;
  connect: (req: IncomingMessage, socket: Duplex) => void;
  log: (line: string) => void;
}

export interface Listener {
  /** The address it listens on, such as http://127.0.0.1:4173. */
  origin: string;
  /** Requests begun and not yet answered. */
  underWay: () => number;
  /** Takes no new connection; what is under way is answered, then its connection closed. */
  stopAccepting: () => void;
  /** Resolves once every connection has closed. */
  drained: () => Promise<void>;
  /** Answers what is still unanswered with a 503 and closes every connection; returns how many. */
  cut: () => number;
}

export async function listen(options: ListenOptions): Promise<Listener> {
  const { log } = options;
  const active = new Set<Response>();
  const sessions = new Set<ServerHttp2Session>();
  /** Each HTTP/1 connection's requests so far: one that has had none may be carrying its first. */
  const requestsOn = new Map<Socket, number>();
  let stopping = false;

  const onRequest = (req: Request, res: Response) => {
    const started = performance.now();
    active.add(res);
    if (requestsOn.has(req.socket as Socket))
      requestsOn.set(req.socket as Socket, requestsOn.get(req.socket as Socket)! + 1);
    // Over HTTP/1.1 a stopping server closes each connection after its answer.
    if (stopping && 'shouldKeepAlive' in res) res.shouldKeepAlive = false;
    res.once('close', () => {
      active.delete(res);
      // The access log goes to stdout, errors to stderr.
      console.log(
        `[serve] ${new Date().toISOString()} ${requestLine(req.method, req.url, outcomeOf(res), performance.now() - started)}`,
      );
    });
    options.handle(req, res);
  };

  const tls = options.tls ? { cert: readFileSync(options.tls.cert), key: readFileSync(options.tls.key) } : null;
  const server: Server | Http2SecureServer = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, onRequest)
    : createServer({ requireHostHeader: true }, onRequest);
  /**
   * Closes the listening socket after a turn of the event loop whose poll took no connection: the
   * connections the kernel has already taken (its accept queue, which Node cannot see) are accepted
   * and answered first, never reset with the socket. Each turn's poll accepts every connection
   * waiting at that moment, and a pending `setImmediate` keeps the poll from waiting for more.
   */
  let acceptedSinceCheck = true;
  const closeOnceAcceptQueueIsEmpty = () => {
    if (!server.listening) return;
    if (acceptedSinceCheck) {
      acceptedSinceCheck = false;
      setImmediate(closeOnceAcceptQueueIsEmpty);
    } else NetServer.prototype.close.call(server);
  };
  server.on('connection', (socket: Socket) => {
    acceptedSinceCheck = true;
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
  });
  server.on('clientError', options.clientError);
  server.on('connect', options.connect);
  if (tls) {
    // A failed handshake or a broken HTTP/2 session ends that connection, never the server.
    server.on('tlsClientError', (error: Error) => log(`TLS handshake failed: ${error.message}`));
    server.on('sessionError', (error: NodeJS.ErrnoException) => {
      // A browser closing its connection mid-session is no error of the server's.
      if (error.code !== 'ECONNRESET') log(`HTTP/2 session error: ${error.message}`);
    });
    server.on('session', (session: ServerHttp2Session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
      if (stopping) session.close();
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => log(`server error: ${error.message}`));
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' ? 'localhost' : options.host;
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));

  return {
    origin: `${tls ? 'https' : 'http'}://${host}:${port}`,
    underWay: () => active.size,
    stopAccepting() {
      stopping = true;
      for (const res of active) if ('shouldKeepAlive' in res && !res.headersSent) res.shouldKeepAlive = false;
      for (const session of sessions) session.close();
      // A kept-alive connection between requests goes; one yet to carry its first request stays
      // until it is answered (Node's own close would end both).
      const answering = new Set([...active].map((res) => res.req.socket));
      for (const [socket, requests] of requestsOn) if (requests > 0 && !answering.has(socket)) socket.destroy();
      setImmediate(closeOnceAcceptQueueIsEmpty);
    },
    drained: () => closed,
    cut() {
      const cut = active.size;
      for (const res of active) {
        if (res.headersSent) {
          res.destroy();
          continue;
        }
        res.writeHead(503, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Retry-After': '2',
          ...('shouldKeepAlive' in res ? { Connection: 'close' } : {}),
        });
        res.end(CUT_ANSWER);
      }
      if (server.listening) NetServer.prototype.close.call(server);
      if ('closeAllConnections' in server) server.closeAllConnections();
      for (const session of sessions) session.destroy();
      return cut;
    },
  };
}
