import { FoyerError, PATHS } from '@foyer/core';
import type { AuthorizationGrant, AuthorizeWithPopupOptions } from './types.js';
import { waitForAuthorizationResponse } from './wait-for-authorization-response.js';

/**
 * The oauth-login popup's whole round (docs/oauth.md): waits for its authorization response, hands the grant to
 * `exchange` (POST /login or /bind) and settles the popup, which never closes itself. An error message or a closed or
 * timed-out popup rejects with its message and closes it; a successful exchange closes it; a failed one rejects with
 * 'Login with third party failed' (SPEC §8) and points the popup at the provider's logout path, which closes itself.
 * Listens from the call on, so call it in the click that opened the popup and no message is lost.
 */
export async function authorizeWithPopup<T>(
  popup: Window,
  exchange: (grant: AuthorizationGrant) => Promise<T>,
  { baseUrl, appOrigin, timeoutMs, keepExchangeError = false }: AuthorizeWithPopupOptions,
): Promise<T> {
  let grant: AuthorizationGrant;
  try {
    grant = await waitForAuthorizationResponse(popup, { appOrigin, timeoutMs });
  } catch (error) {
    popup.close();
    throw error;
  }
  try {
    const result = await exchange(grant);
    popup.close();
    return result;
  } catch (error) {
    if (!popup.closed) popup.location.href = `${baseUrl}${PATHS.oauthLogin}/${encodeURIComponent(grant.provider)}/logout`;
    throw keepExchangeError ? error : new FoyerError('thirdPartyLoginFailed', { cause: error });
  }
}
