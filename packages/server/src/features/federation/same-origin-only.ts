import { FoyerError } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { httpOrigin } from './http-origin.js';

/**
 * The CSRF check of a route called by this app's own frame on another site, where the Lax CSRF cookie is never sent:
 * the browser's Origin and Sec-Fetch-Site, which no other site can forge, must both say the call is this origin's own.
 */
export function sameOriginOnly(appUrl: string): MiddlewareHandler<AppEnv> {
  const own = httpOrigin(appUrl);
  return async (c, next) => {
    if (!own || c.req.header('origin') !== own || c.req.header('sec-fetch-site') !== 'same-origin') throw new FoyerError('csrfRejected');
    await next();
  };
}
