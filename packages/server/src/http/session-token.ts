import { STORAGE_KEYS } from '@foyer/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env.js';
import { bearerToken } from './bearer-token.js';
import { isCsrfExempt } from './csrf.js';

/**
 * The session token a request presents: its bearer, else the HttpOnly `login_token` cookie. A route exempt from the
 * CSRF check gets the bearer only, since a cookie rides along on any cross-site request.
 */
export function sessionToken<E extends AppEnv>(c: Context<E>): string | undefined {
  return bearerToken(c) ?? (isCsrfExempt(c) ? undefined : getCookie(c, STORAGE_KEYS.sessionToken) || undefined);
}
