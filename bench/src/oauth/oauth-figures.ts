import { load, type LoadResult } from '../load.js';
import type { OAuthBenchSetup } from './bench-client.js';
import { codeFlowTokens } from './code-flow.js';
import { refreshGrantChains, userinfoLoad } from './oauth-loads.js';

export interface OAuthFigures {
  refresh: LoadResult;
  userinfo: LoadResult;
}

/** The published figures the issue measures Foyer's authorization server against. */
export const OAUTH_ANCHORS = 'Keycloak ~120 refreshes/s per vCPU, Ory Hydra 5,109 introspections/s on 2 CPUs; aim: refresh ≥ 1,000/s, userinfo ≥ 10,000/s';

/** Code flows for every bench person (the first one's access token for userinfo, the others' refresh tokens as chains), then both loads. */
export async function oauthFigures(serverUrl: string, setup: OAuthBenchSetup): Promise<OAuthFigures> {
  const tokens = [];
  for (const sessionToken of setup.sessionTokens) tokens.push(await codeFlowTokens(serverUrl, setup, sessionToken));
  const [reader, ...chains] = tokens;
  if (!reader || chains.length === 0) throw new Error('the OAuth figures need at least two people');
  const refresh = await load(refreshGrantChains(serverUrl, setup, chains.map((chain) => chain.refreshToken)));
  const userinfo = await load(userinfoLoad(serverUrl, reader.accessToken));
  return { refresh, userinfo };
}
