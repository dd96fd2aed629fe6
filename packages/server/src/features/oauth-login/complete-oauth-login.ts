import { FoyerError } from '@foyer/core';
import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { RequestClient } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { readIdentity } from './oauth-identity.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import { signInOAuthUser } from './oauth-user.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { redirectUriOf } from './redirect-uri.js';

export interface CompleteOAuthLoginDeps {
  store: Store;
  sessions: SessionService;
  configurations: OpenIdConfigurations;
  didKey: Buffer;
  config: FoyerConfig;
}

/** What the page posts back (SPEC §7 POST /login): the authorization response the popup handed it, and who signs in where. */
export interface OAuthLoginInput {
  provider: string;
  code: string;
  state: string;
  iss?: string | undefined;
  sourceAppPid?: string | undefined;
  inviter?: string | undefined;
}

/** Spends the flow named by `state`, exchanges the code with its PKCE verifier and nonce, and signs the identity in. */
export async function completeOAuthLogin(deps: CompleteOAuthLoginDeps, input: OAuthLoginInput, requestClient: RequestClient): Promise<PlainLoginResult> {
  const { store, sessions, configurations, didKey, config } = deps;
  const settings = requireOpenIdProvider(config, input.provider);
  const failed = (cause?: unknown) => new FoyerError('loginProviderFailed', { params: { provider: settings.provider }, cause });
  const flow = await store.oauthFlows.take(input.state, Date.now());
  if (!flow || flow.provider !== settings.provider) throw failed();
  const configuration = await configurations.get(settings);
  const response = new URL(redirectUriOf(config.appUrl, settings.provider));
  response.searchParams.set('code', input.code);
  response.searchParams.set('state', input.state);
  if (input.iss !== undefined) response.searchParams.set('iss', input.iss);
  let identity;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, response, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    identity = await readIdentity(configuration, tokens);
  } catch (error) {
    throw failed(error);
  }
  const user = await signInOAuthUser(store, didKey, {
    provider: settings.provider,
    identity,
    sourceAppPid: input.sourceAppPid ?? null,
    inviter: input.inviter ?? null,
  });
  return toLoginResult(await sessions.issueSession({ ...requestClient, user, provider: settings.provider }));
}
