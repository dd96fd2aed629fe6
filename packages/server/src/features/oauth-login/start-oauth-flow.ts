import { TIME } from '@foyer/core';
import * as client from 'openid-client';
import type { OAuthFlowRecord, Store } from '../../store/types.js';

/** How long a visitor has between leaving for the provider and the page handing the code back. */
export const OAUTH_FLOW_TTL_MS = 10 * TIME.minute;

/** Stores a fresh state and PKCE verifier (and the nonce, for OpenID) for one visit to `provider` by one browser, sweeping expired flows. */
export async function startOAuthFlow(store: Store, provider: string, nonce: string, bindingHash: string): Promise<OAuthFlowRecord> {
  const now = Date.now();
  const flow = await store.oauthFlows.create({
    state: client.randomState(),
    provider,
    nonce,
    codeVerifier: client.randomPKCECodeVerifier(),
    bindingHash,
    createdAt: now,
    expiresAt: now + OAUTH_FLOW_TTL_MS,
  });
  await store.oauthFlows.removeExpired(now);
  return flow;
}
