import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';
import { readHeader } from './read-header.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header value, if any. */
export const bearerOfHeader = (authorization: string | null | undefined): string | undefined => BEARER.exec(authorization ?? '')?.[1];

/** The token of the request's `Authorization: Bearer <token>` header, if any. */
export function bearerToken<E extends AppEnv>(c: Context<E>): string | undefined {
  return bearerOfHeader(readHeader(c, 'authorization'));
}
