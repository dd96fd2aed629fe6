import type { Context, Next } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Runs the rest of the chain with headers its answer carries unless the route set its own. Under node they go on node's
 * response first, and node lets the route's headers win: a route's plain-object answer then never becomes a web Headers,
 * which cost a session check more than its own work. Without node they are added to the route's answer afterwards.
 */
export async function withPresetHeaders(c: Context<AppEnv>, next: Next, headers: Readonly<Record<string, string>>): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    return next();
  }
  await next();
  for (const name in headers) if (!c.res.headers.has(name)) c.res.headers.set(name, headers[name] as string);
}
