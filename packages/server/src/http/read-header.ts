import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * A request header by lower-case name. Under @hono/node-server the first `c.req.header()` builds a whole web Request,
 * which costs more than a cached session check, so Node's already-parsed headers are read when they are there.
 */
export function readHeader<E extends AppEnv>(c: Context<E>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
