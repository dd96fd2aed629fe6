import { timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, FoyerError, HEADERS } from '@foyer/core';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env.js';
import { randomToken } from './random-token.js';
import { readHeader } from './read-header.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_BYTES = 16;
// Safe requests only need to know the cookie is there; parsing every cookie is left to the requests that are checked.
const HAS_CSRF_COOKIE = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=[^;\\s]`);

/** Put in a route's chain when it authenticates by something a cross-site page cannot forge (a wallet signature, OAuth client auth). */
export const skipCsrf: MiddlewareHandler = (_c, next) => next();

export interface CsrfOptions {
  appUrl: string;
  /** Hosts (any http/https scheme) or origins also allowed to send state-changing requests. */
  domainAliases: string[];
}

export function originPolicy({ appUrl, domainAliases }: CsrfOptions): (origin: string | undefined) => boolean {
  const origins = new Set([new URL(appUrl).origin]);
  const hosts = new Set<string>();
  for (const alias of domainAliases) {
    if (/^https?:\/\//.test(alias)) origins.add(new URL(alias).origin);
    else hosts.add(alias.toLowerCase());
  }
  return (origin) => {
    if (!origin) return false;
    if (origins.has(origin)) return true;
    return URL.canParse(origin) && hosts.has(new URL(origin).host);
  };
}

/** The double-submit check: the header echoes the CSRF cookie, compared in constant time. */
export function sameToken(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header) return false;
  const expected = Buffer.from(cookie);
  const actual = Buffer.from(header);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** True on a route marked skipCsrf: such a route must not take the session cookie as authentication. */
export const isCsrfExempt = (c: Context) => matchedRoutes(c).some((route) => route.handler === skipCsrf);

/**
 * Double-submit CSRF defence: hands every browser a readable token cookie, and refuses a state-changing request
 * unless it comes from an allowed origin and echoes the cookie in the x-csrf-token header.
 */
export function csrfProtection(options: CsrfOptions): MiddlewareHandler<AppEnv> {
  const originAllowed = originPolicy(options);
  const secure = new URL(options.appUrl).protocol === 'https:';
  return async (c, next) => {
    if (!HAS_CSRF_COOKIE.test(readHeader(c, 'cookie') ?? '')) {
      setCookie(c, CSRF_COOKIE, randomToken(TOKEN_BYTES), { path: '/', sameSite: 'Lax', secure });
    }
    const checked = STATE_CHANGING.has(c.req.method) && !isCsrfExempt(c);
    if (checked && !(originAllowed(c.req.header('origin')) && sameToken(getCookie(c, CSRF_COOKIE), c.req.header(HEADERS.csrfToken)))) {
      throw new FoyerError('csrfRejected');
    }
    await next();
  };
}
