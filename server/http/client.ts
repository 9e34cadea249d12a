/**
 * Who a request came from and over what, as the `TRUST_PROXY` setting allows the server to believe:
 * without it, the connection's own address and whether it is encrypted; with it, what the trusted
 * proxies say in `X-Forwarded-For` and `X-Forwarded-Proto` (the rules of Express's `trust proxy`,
 * through its own proxy-addr). A visitor can write those headers too: they are read only when the
 * connection comes from a proxy the operator named.
 */
import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import proxyaddr from 'proxy-addr';

type Request = IncomingMessage | Http2ServerRequest;

/** Which proxies to believe: none, the nearest `hops`, or those at these addresses. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: string[] };

export interface ClientOf {
  /** The visitor's address: the rate limits' key (kept in memory only, never stored or logged). */
  address: (req: Request) => string;
  /** Whether the visitor's request came over TLS, to the server or to a trusted proxy. */
  isSecure: (req: Request) => boolean;
}

export function clientOf(trust: TrustProxy): ClientOf {
  const trusts: (address: string, hop: number) => boolean =
    trust.kind === 'none'
      ? () => false
      : trust.kind === 'hops'
        ? (_, hop) => hop < trust.hops
        : proxyaddr.compile(trust.list);
  const encrypted = (req: Request) => Boolean((req.socket as { encrypted?: boolean } | null)?.encrypted);
  return {
    address: (req) => proxyaddr(req as IncomingMessage, trusts),
    isSecure(req) {
      const peer = req.socket?.remoteAddress;
      const forwarded = req.headers['x-forwarded-proto'];
      if (!peer || typeof forwarded !== 'string' || !trusts(peer, 0)) return encrypted(req);
      return forwarded.split(',', 1)[0]!.trim().toLowerCase() === 'https';
    },
  };
}
