import { HEADERS } from '@foyer/core';
import { clientIp, compileTrust, type TrustedProxies } from '../http/client-ip.js';

// Next.js's own server takes the socket and hands the request to Foyer in-process, as a proxy on loopback would.
const NEXT_SERVER = '127.0.0.1';

/**
 * The caller's address of a request Next.js hands a route handler, which carries no socket: when the trusted proxies
 * include Next's own server (loopback, or a hop count), X-Forwarded-For walked from the right past them; otherwise unknown.
 * Next fills X-Forwarded-For from its socket only when a request arrives without one, so its last entry is the caller's
 * only when a proxy in front of Next writes it.
 */
export function nextClientAddress(trustedProxies: TrustedProxies): (request: Request) => string | undefined {
  const trust = compileTrust(trustedProxies);
  if (!trust(NEXT_SERVER, 0)) return () => undefined;
  return (request) => {
    const forwarded = request.headers.get(HEADERS.forwardedFor)?.split(',') ?? [];
    // The last entry is the peer of Next's socket, or what the proxy in front wrote: one hop past Next's server.
    const peer = forwarded.pop();
    return clientIp(peer?.trim(), forwarded.join(','), (address, index) => trust(address, index + 1));
  };
}
