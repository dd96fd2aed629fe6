import { redirectUriOf } from '../../../packages/server/src/features/oauth-login/redirect-uri.js';
import { startLocalGitHub, type LocalGitHub } from '../../../packages/server/src/features/oauth-login/test-support/local-github.js';
import { freePort } from './free-port.js';

export interface GitHubStandIn {
  github: LocalGitHub;
  /** The port the demo must listen on. */
  port: number;
  /** The demo's settings naming the stand-in as GitHub. */
  env: Record<string, string>;
}

const CLIENT = { clientId: 'foyer-e2e-github', clientSecret: 'foyer-e2e-github-secret' };

/** The local GitHub stand-in; it only redirects to the registered URI naming the app URL, so the demo's port is fixed first. */
export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  const port = await freePort();
  const github = await startLocalGitHub({ ...CLIENT, redirectUri: redirectUriOf(`http://localhost:${port}`, 'github') });
  const env = {
    FOYER_OAUTH_GITHUB_CLIENT_ID: CLIENT.clientId,
    FOYER_OAUTH_GITHUB_CLIENT_SECRET: CLIENT.clientSecret,
    FOYER_OAUTH_GITHUB_AUTHORIZATION_ENDPOINT: github.authorizationEndpoint,
    FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT: github.tokenEndpoint,
    FOYER_OAUTH_GITHUB_USER_API: github.userApi,
  };
  return { github, port, env };
}
