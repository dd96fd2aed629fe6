import type { Locale } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { PASSKEY_PATHS } from './passkey-paths.js';

/** Mails a code proving the new passkey account's address (when the app's e-mail KYC is on). */
export function sendPasskeyEmailCode(request: HttpRequest, email: string, locale?: Locale): Promise<{ codeId: string }> {
  return request<{ codeId: string }>(PASSKEY_PATHS.emailSend, { method: 'POST', query: { locale }, body: { email }, auth: false });
}
