import type { RequestClient } from '../../http/app-env.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import type { AuthorizationResponse } from './authorization-response.js';
import { exchangeAuthorizationCode, type ExchangeAuthorizationCodeDeps } from './exchange-authorization-code.js';
import { signInOAuthUser } from './oauth-user.js';

export interface CompleteOAuthLoginDeps extends ExchangeAuthorizationCodeDeps {
  sessions: SessionService;
  didKey: Buffer;
}

/** What the page posts back (SPEC §7 POST /login): the authorization response the popup handed it, and who signs in where. */
export interface OAuthLoginInput extends AuthorizationResponse {
  sourceAppPid?: string | undefined;
  inviter?: string | undefined;
}

/** Exchanges the code the popup handed back and signs the identity in. */
export async function completeOAuthLogin(deps: CompleteOAuthLoginDeps, input: OAuthLoginInput, requestClient: RequestClient): Promise<PlainLoginResult> {
  const { provider, identity } = await exchangeAuthorizationCode(deps, input, 'loginProviderFailed');
  const user = await signInOAuthUser(deps.store, deps.didKey, {
    provider,
    identity,
    sourceAppPid: input.sourceAppPid ?? null,
    inviter: input.inviter ?? null,
    invites: deps.config,
  });
  return toLoginResult(await deps.sessions.issueSession({ ...requestClient, user, provider }));
}
