import { OIDC_PATHS } from '@foyer/server';
import { asVisitor } from '../bench-origin.js';
import type { LoadOptions } from '../load.js';
import { basicAuth, type OAuthBenchSetup } from './bench-client.js';

/** Refresh grants, each taking a live refresh token and putting back the one it rotates to, so no token is used twice. */
export function refreshGrantChains(serverUrl: string, setup: OAuthBenchSetup, refreshTokens: string[]): LoadOptions {
  const live = [...refreshTokens];
  const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(setup.clientId, setup.clientSecret) };
  return {
    url: `${serverUrl}${OIDC_PATHS.token}`,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          return { ...request, headers: { ...headers, ...asVisitor() }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: live.shift() ?? '' }).toString() };
        },
        onResponse(status, body) {
          if (status === 200) live.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        },
      },
    ],
  };
}

export const userinfoLoad = (serverUrl: string, accessToken: string): LoadOptions => ({
  url: `${serverUrl}${OIDC_PATHS.userinfo}`,
  headers: { authorization: `Bearer ${accessToken}` },
});
