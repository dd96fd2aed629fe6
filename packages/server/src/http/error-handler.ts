import { FoyerError, resolveLocale } from '@foyer/core';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

function respond(c: Context<AppEnv>, error: FoyerError) {
  return c.json(error.toBody(resolveLocale(c.req.query('locale'))), error.status as 400);
}

/** Every error leaves as `{ code, error, field? }` in the caller's locale; only the unexpected ones are logged. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof FoyerError) return respond(c, error);
  // Hono's own refusals (a body it cannot parse, say) are the caller's fault: a 4xx of its own is no server failure.
  if (error instanceof HTTPException && error.status < 500) return respond(c, new FoyerError('badRequest', { cause: error }));
  // The database restarting or out of reach is no bug: the caller may retry, and the pool reconnects by itself.
  if (isDatabaseUnavailable(error)) {
    c.var.log.warn({ err: error, requestId: c.var.requestId }, `${c.req.method} ${c.req.path}: database unavailable`);
    return respond(c, new FoyerError('databaseUnavailable', { cause: error }));
  }
  c.var.log.error({ err: error, requestId: c.var.requestId }, `${c.req.method} ${c.req.path} failed`);
  return respond(c, new FoyerError('unknown', { cause: error }));
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => respond(c, new FoyerError('notFound'));
