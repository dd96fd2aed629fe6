import { PATHS, type Locale } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import type { FederatedLoginResult } from './types.js';

/**
 * Trades the master's assertion for a session of this app (same DID): an ordinary sign-in result, so HttpOnly-cookie
 * delivery and the token stores apply as for every other method. Sent without a session, like every sign-in.
 */
export function signInWithMaster(request: HttpRequest, assertion: string, { locale }: { locale?: Locale } = {}): Promise<FederatedLoginResult> {
  return request<FederatedLoginResult>(PATHS.federatedLoginMaster, { method: 'POST', query: { locale }, body: { assertion }, auth: false });
}
