import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SERVICE_PREFIX } from '@foyer/core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookie tying a flow to the browser that began it, so no one can finish a sign-in of theirs in someone else's browser (login CSRF). */
export const FLOW_BINDING_COOKIE = 'foyer-oauth-binding';

const BINDING_BYTES = 16;
const BINDING_FORMAT = /^[\w-]{22}$/;

export const bindingHashOf = (binding: string) => createHash('sha256').update(binding).digest('hex');

/** The browser's binding value, reusing the one it has; a new one is set as an HttpOnly cookie the OAuth API paths get. */
export function ensureFlowBinding(c: Context, appUrl: string): string {
  const current = getCookie(c, FLOW_BINDING_COOKIE);
  if (current && BINDING_FORMAT.test(current)) return current;
  const binding = randomBytes(BINDING_BYTES).toString('base64url');
  // The service prefix covers both the popup path that begins a flow and the POST /login and /bind that finish it.
  setCookie(c, FLOW_BINDING_COOKIE, binding, { path: SERVICE_PREFIX, httpOnly: true, sameSite: 'Lax', secure: new URL(appUrl).protocol === 'https:' });
  return binding;
}

/** The binding cookie the request carries, if any. */
export const flowBindingOf = (c: Context): string | undefined => getCookie(c, FLOW_BINDING_COOKIE);

/** Whether `binding` is the one whose hash the flow stored; a flow without a binding matches nothing. */
export function isFlowBinding(bindingHash: string, binding: string | undefined): boolean {
  if (!binding || !bindingHash) return false;
  const expected = Buffer.from(bindingHash, 'hex');
  const actual = Buffer.from(bindingHashOf(binding), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
