import { CONNECT_VERSION, CSRF_COOKIE, HEADERS, SDK_VERSION } from '@foyer/core';
import { readCookie } from '../storage/read-cookie.js';

/** The headers of SPEC §7 every call carries, plus the bearer and JSON type when they apply. */
export function requestHeaders(bearer: string | null, visitorId: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.sdkVersion]: SDK_VERSION,
    [HEADERS.visitorId]: visitorId,
    [HEADERS.connectVersion]: CONNECT_VERSION,
  };
  const csrfToken = readCookie(CSRF_COOKIE);
  if (csrfToken) headers[HEADERS.csrfToken] = csrfToken;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}
