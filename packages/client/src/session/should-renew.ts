import { decodeTokenPayload } from './decode-token-payload.js';

/** True once less time is left before `exp` than has passed since `iat`, or when the token is missing or unreadable. */
export function shouldRenew(token: string | null | undefined, now: number = Date.now()): boolean {
  const payload = token ? decodeTokenPayload(token) : null;
  if (!payload) return true;
  const nowSeconds = now / 1000;
  return payload.exp - nowSeconds < nowSeconds - payload.iat;
}
