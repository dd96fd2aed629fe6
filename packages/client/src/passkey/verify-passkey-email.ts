import type { Locale } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { PASSKEY_PATHS } from './passkey-paths.js';

/** Trades the mailed code for the token that lets a passkey be created for `email`. */
export function verifyPasskeyEmail(
  request: HttpRequest,
  body: { email: string; code: string },
  locale?: Locale,
): Promise<{ verified: true; emailToken: string }> {
  return request<{ verified: true; emailToken: string }>(PASSKEY_PATHS.emailVerify, { method: 'POST', query: { locale }, body, auth: false });
}
