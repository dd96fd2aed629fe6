import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** Who is calling, from the SDK headers of SPEC §7 and the connection. */
export interface RequestClient {
  visitorId: string | undefined;
  sdkVersion: string | undefined;
  connectVersion: string | undefined;
  ua: string | undefined;
  ip: string | undefined;
}

/**
 * Hono environment of every Foyer route; `incoming` and `outgoing` are there when served by @hono/node-server, `clientAddress`
 * when a framework integration without a socket (foyerNext) hands the caller's address over with the request.
 */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse; clientAddress?: string };
  /**
   * `secureCookies`: the token cookies carry Secure (the app URL is https); set by the session's tokenCookieSettings.
   * `requestId` and `log` (the instance's logger): set first by observeRequests.
   * `poolAddressless`: set by requestClient; callers whose address is unknown share one limit key (development) rather
   * than being refused (production).
   */
  Variables: { client: RequestClient; secureCookies?: boolean; requestId: string; log: Logger; poolAddressless: boolean };
}
