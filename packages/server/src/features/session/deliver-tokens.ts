import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { setTokenCookies, wantsTokenCookies } from './token-cookies.js';

type WithoutTokens<T> = Omit<T, 'sessionToken' | 'refreshToken'>;

/**
 * The body of a route that signs in (or re-issues a session's tokens): as it is, or, when the page asked for
 * HttpOnly cookies, with the tokens moved into cookies so no script can read them. A one-time login token passes as it is.
 */
export function deliverTokens<T extends { sessionToken?: string; refreshToken?: string }, E extends AppEnv = AppEnv>(c: Context<E>, result: T): T | WithoutTokens<T> {
  const { sessionToken, refreshToken, ...rest } = result;
  if (!sessionToken || !refreshToken || !wantsTokenCookies(c)) return result;
  setTokenCookies(c, { sessionToken, refreshToken });
  return rest;
}
