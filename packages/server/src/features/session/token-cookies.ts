import { randomBytes } from 'node:crypto';
import { HEADERS, HTTP_ONLY_ENGINE, PATHS, PLATFORM_TTL, STORAGE_KEYS } from '@foyer/core';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { decodeJwt } from 'jose';
import type { AppEnv } from '../../http/app-env.js';

const SESSION_SECONDS = PLATFORM_TTL.sessionMs / 1000;

export interface TokenPair {
  sessionToken: string;
  refreshToken: string;
}

/** Secure on the token cookies follows the app URL (Chromium would take Secure on http://localhost, other browsers not). */
export function tokenCookieSettings(appUrl: string): MiddlewareHandler<AppEnv> {
  const secure = new URL(appUrl).protocol === 'https:';
  return async (c, next) => {
    c.set('secureCookies', secure);
    await next();
  };
}

/** The page asked for HttpOnly cookies instead of tokens in the body. */
export const wantsTokenCookies = <E extends AppEnv>(c: Context<E>) => c.req.header(HEADERS.tokenDelivery) === HTTP_ONLY_ENGINE;

// The refresh token goes only to the refresh path: logout ends the session by its session token and needs no refresh token.
const cookies = <E extends AppEnv>(c: Context<E>) => {
  const base: CookieOptions = { sameSite: 'Lax', secure: c.var.secureCookies ?? false };
  return {
    [STORAGE_KEYS.sessionToken]: { ...base, httpOnly: true, path: '/' },
    [STORAGE_KEYS.refreshToken]: { ...base, httpOnly: true, path: PATHS.refreshSession },
    [STORAGE_KEYS.sessionWindow]: { ...base, path: '/' },
  };
};

/**
 * Sets both tokens as HttpOnly cookies, and the session token's `<iat>.<exp>` as a readable cookie, with a random tag
 * so that two rotations within one second still differ (tabs compare it to spot another's refresh). The session cookie
 * lives as long as its token; the refresh and window cookies as long as the user session, which slides with each refresh.
 */
export function setTokenCookies<E extends AppEnv>(c: Context<E>, { sessionToken, refreshToken }: TokenPair): void {
  const { iat = 0, exp = 0 } = decodeJwt(sessionToken);
  const options = cookies(c);
  const sessionSeconds = Math.max(0, exp - Math.floor(Date.now() / 1000));
  setCookie(c, STORAGE_KEYS.sessionToken, sessionToken, { ...options[STORAGE_KEYS.sessionToken], maxAge: sessionSeconds });
  setCookie(c, STORAGE_KEYS.refreshToken, refreshToken, { ...options[STORAGE_KEYS.refreshToken], maxAge: SESSION_SECONDS });
  setCookie(c, STORAGE_KEYS.sessionWindow, `${iat}.${exp}.${randomBytes(6).toString('base64url')}`, { ...options[STORAGE_KEYS.sessionWindow], maxAge: SESSION_SECONDS });
}

/** Expires all three cookies (Max-Age=0 on the same Path, or the browser keeps them). */
export function clearTokenCookies(c: Context<AppEnv>): void {
  for (const [name, options] of Object.entries(cookies(c))) deleteCookie(c, name, options);
}
