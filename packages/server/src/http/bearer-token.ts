import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';
import { readHeader } from './read-header.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken<E extends AppEnv>(c: Context<E>): string | undefined {
  return BEARER.exec(readHeader(c, 'authorization') ?? '')?.[1];
}
