import type { TokenPayload } from '@foyer/core';
import { decodeTokenPayload } from './decode-token-payload.js';

/**
 * True once less time is left before `exp` than has passed since `iat`, or when the token is missing or unreadable.
 * Takes the token, or just its window when the token is an HttpOnly cookie.
 */
export function shouldRenew(token: string | TokenPayload | null | undefined, now: number = Date.now()): boolean {
  const payload = typeof token === 'string' ? (token ? decodeTokenPayload(token) : null) : token;
  if (!payload) return true;
  const nowSeconds = now / 1000;
  return payload.exp - nowSeconds < nowSeconds - payload.iat;
}
