import type { IncomingMessage, ServerResponse } from 'node:http';
import { toFetchResponse, toReqRes } from 'fetch-to-node';

/** Request headers the provider must hear from Foyer alone: a client could otherwise forge its view of host, scheme or address. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

function addressToIssuer(headers: Headers | IncomingMessage['headers'], issuer: URL): void {
  const set = (name: string, value: string) => (headers instanceof Headers ? headers.set(name, value) : (headers[name] = value));
  for (const name of FORWARDING_HEADERS) {
    if (headers instanceof Headers) headers.delete(name);
    else delete headers[name];
  }
  set('host', issuer.host);
  set('x-forwarded-host', issuer.host);
  set('x-forwarded-proto', issuer.protocol.slice(0, -1));
}

/**
 * A web Request as node's req/res, addressed to the issuer's origin whatever host it arrived on, so URLs the provider
 * builds (discovery, redirects, cookies' secure flag) always name the issuer.
 */
export function toNodeRequest(request: Request, issuer: URL): { req: IncomingMessage; res: ServerResponse } {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  addressToIssuer(headers, issuer);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body;
  // A body without a stated length counts as none to oidc-provider's parser; chunked says there is one (its 56 KiB cap still holds).
  if (body && !headers.has('content-length')) headers.set('transfer-encoding', 'chunked');
  const forwarded = new Request(new URL(url.pathname + url.search, issuer.origin), { method: request.method, headers, body, duplex: 'half' } as RequestInit);
  const { req, res } = toReqRes(forwarded);
  // Koa reads the scheme off the socket, which a fetch Request has none of; the issuer's scheme is the truth here.
  Object.defineProperty(req, 'socket', { value: { encrypted: issuer.protocol === 'https:', remoteAddress: undefined }, configurable: true });
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse };
}

/** Runs a node handler (oidc-provider's Koa callback) for a web Request and answers its web Response. */
export async function runNodeHandler(handler: (req: IncomingMessage, res: ServerResponse) => unknown, request: Request, issuer: URL): Promise<Response> {
  const { req, res } = toNodeRequest(request, issuer);
  handler(req, res);
  return toFetchResponse(res as never);
}

/**
 * Under @hono/node-server the request already is node's: the handler answers on it directly, its headers addressed to the
 * issuer as above, which spares the conversion both ways on every token and userinfo call.
 */
export function runOnNodeRequest(handler: (req: IncomingMessage, res: ServerResponse) => unknown, req: IncomingMessage, res: ServerResponse, issuer: URL): Promise<void> {
  addressToIssuer(req.headers, issuer);
  return new Promise((resolve) => {
    res.once('close', resolve);
    handler(req, res);
  });
}
