import type { IncomingMessage, ServerResponse } from 'node:http';

/** Who is calling, from the SDK headers of SPEC §7 and the connection. */
export interface RequestClient {
  visitorId: string | undefined;
  sdkVersion: string | undefined;
  connectVersion: string | undefined;
  ua: string | undefined;
  ip: string | undefined;
}

/** Hono environment of every Foyer route; `incoming` and `outgoing` are there when served by @hono/node-server. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  /** `secureCookies`: the token cookies carry Secure (the app URL is https); set by the session's tokenCookieSettings. */
  Variables: { client: RequestClient; secureCookies?: boolean };
}
