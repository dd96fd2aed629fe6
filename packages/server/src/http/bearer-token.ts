import type { Context } from 'hono';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(c: Context): string | undefined {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1];
}
