import { FoyerError, type MessageCode } from '@foyer/core';
import type { AuthorizationResponseMessage } from './authorization-response-page.js';

/** What the provider sends to the callback: in the query, or as a form for Apple's form_post. */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
}

// The visitor's own refusals: OAuth's access_denied, and what Apple sends when its Cancel is pressed.
const REFUSALS = new Map<string, MessageCode>([
  ['access_denied', 'authDeclined'],
  ['user_cancelled_authorize', 'cancelAuth'],
  ['user_cancelled_login', 'cancelAuth'],
]);

/** The message the popup hands the page: the code and state, or the error a refusal or failure at the provider means. */
export function readAuthorizationResponse(provider: string, { code, state, iss, error }: CallbackParams): AuthorizationResponseMessage {
  if (error !== undefined) throw new FoyerError(REFUSALS.get(error) ?? 'loginProviderFailed', { params: { provider } });
  if (!code || !state) throw new FoyerError('loginProviderFailed', { params: { provider } });
  return { type: 'authorization_response', provider, code, state, ...(iss ? { iss } : {}) };
}
