import type { HttpRequest } from '../http/types.js';
import { OAUTH_PATHS } from './oauth-paths.js';
import type { AuthorizationGrant, OAuthLoginResult, SignInWithOAuthOptions } from './types.js';

/** Exchanges the popup's grant for a session: Foyer checks state, PKCE, issuer and ID token (docs/oauth.md). */
export function signInWithOAuth(request: HttpRequest, response: AuthorizationGrant, { action, sourceAppPid, inviter, locale }: SignInWithOAuthOptions = {}) {
  const { provider, code, state, iss } = response;
  return request<OAuthLoginResult>(OAUTH_PATHS.login, {
    method: 'POST',
    query: { locale },
    body: { provider, code, state, iss, action, sourceAppPid, inviter },
    auth: false,
  });
}
