import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import { requireGitHubProvider } from './github-provider.js';
import { redirectUriOf } from './redirect-uri.js';
import { startOAuthFlow } from './start-oauth-flow.js';

/** Stores a fresh state and PKCE verifier for GitHub and answers its authorization URL; GitHub has no ID token, so no nonce. */
export async function beginGitHubLogin({ store, config }: { store: Store; config: FoyerConfig }, bindingHash: string): Promise<URL> {
  const settings = requireGitHubProvider(config);
  const flow = await startOAuthFlow(store, settings.provider, '', bindingHash);
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUriOf(config.appUrl, settings.provider));
  url.searchParams.set('response_type', 'code');
  // The public profile, and the addresses with their verification for a visitor whose e-mail is not public.
  url.searchParams.set('scope', 'read:user user:email');
  url.searchParams.set('state', flow.state);
  url.searchParams.set('code_challenge', await client.calculatePKCECodeChallenge(flow.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url;
}
