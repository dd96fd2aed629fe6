import { FoyerError, TIME, type MessageCode } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import type { AuthorizationResponse } from './authorization-response.js';
import { readGitHubIdentity } from './github-identity.js';
import { requireGitHubProvider } from './github-provider.js';
import type { OAuthIdentity } from './oauth-identity.js';
import { redirectUriOf } from './redirect-uri.js';
import { takeOAuthFlow } from './take-oauth-flow.js';

const GITHUB_TIMEOUT_MS = 30 * TIME.second;

/** Spends the GitHub flow named by `state` (begun in this browser), trades the code and its PKCE verifier for an access token and reads who signed in. */
export async function exchangeGitHubCode(
  { store, config }: { store: Store; config: FoyerConfig },
  input: AuthorizationResponse,
  failure: Extract<MessageCode, 'loginProviderFailed' | 'bindProviderFailed'>,
): Promise<{ provider: 'github'; identity: OAuthIdentity }> {
  const settings = requireGitHubProvider(config);
  const failed = (cause?: unknown) => new FoyerError(failure, { params: { provider: settings.provider }, cause });
  const flow = await takeOAuthFlow(store, input, settings.provider);
  if (!flow) throw failed();
  try {
    const response = await fetch(settings.tokenEndpoint, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code: input.code,
        redirect_uri: redirectUriOf(config.appUrl, settings.provider),
        code_verifier: flow.codeVerifier,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
    // GitHub answers a refused code with 200 and an `error` field, so only an access token counts as success.
    const body: unknown = response.ok ? await response.json() : null;
    const accessToken = body && typeof body === 'object' && 'access_token' in body ? body.access_token : undefined;
    if (typeof accessToken !== 'string' || accessToken === '') throw new Error(`token endpoint answered ${response.status} ${JSON.stringify(body)}`);
    return { provider: settings.provider, identity: await readGitHubIdentity(settings, accessToken, AbortSignal.timeout(GITHUB_TIMEOUT_MS)) };
  } catch (error) {
    throw failed(error);
  }
}
