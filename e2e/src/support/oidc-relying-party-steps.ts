import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_PATHS } from '@foyer/core';
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const RP_NAME = 'Ledger (e2e)';

/** The relying party's own pages, where Foyer sends the browser back: a page with its name, so the test reads where the browser arrived. */
export interface RelyingPartyPages {
  callback: string;
  signedOut: string;
  close(): Promise<void>;
}

// Playwright's routes never see a redirect's next hop, and Foyer reaches these pages by redirect: they need a real server.
export async function serveRelyingPartyPages(): Promise<RelyingPartyPages> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>${RP_NAME}</title><h1>${RP_NAME}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    callback: `${origin}/callback`,
    signedOut: `${origin}/signed-out`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface RegisteredClient {
  client_id: string;
  client_secret: string;
}

/** RFC 7591 over HTTP at the registration endpoint discovery names, an owner's or admin's session token as the initial access token. */
export async function registerConfidentialClient(issuer: string, ownerSessionToken: string, pages: RelyingPartyPages): Promise<RegisteredClient> {
  const discovered = (await (await fetch(`${issuer}${SERVER_PATHS.openidConfiguration}`)).json()) as { registration_endpoint: string };
  const response = await fetch(discovered.registration_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerSessionToken}` },
    body: JSON.stringify({ client_name: RP_NAME, redirect_uris: [pages.callback], post_logout_redirect_uris: [pages.signedOut] }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as RegisteredClient;
}

/** openid-client discovering Foyer at its issuer; a local issuer is plain http, which openid-client refuses unless told. */
export function relyingParty(issuer: string, client: RegisteredClient): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(issuer), client.client_id, client.client_secret, oidc.ClientSecretBasic(client.client_secret), { execute: [oidc.allowInsecureRequests] });
}

export interface AuthorizationRequest {
  url: URL;
  redirectUri: string;
  verifier: string;
  state: string;
  nonce: string;
}

/**
 * A code + PKCE (S256) request with state and nonce for the person's name, picture, e-mail and role; `offline` adds
 * offline_access with the prompt=consent OpenID Connect §11 asks for, the only way to a refresh token.
 */
export async function authorizationRequest(config: oidc.Configuration, redirectUri: string, { offline = false } = {}): Promise<AuthorizationRequest> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: offline ? 'openid profile:read offline_access' : 'openid profile:read',
    ...(offline ? { prompt: 'consent' } : {}),
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, redirectUri, verifier, state, nonce };
}

/** Waits for Chromium at the callback and exchanges its code under the request's PKCE verifier, state and nonce. */
export async function tokensFromCallback(config: oidc.Configuration, page: Page, request: AuthorizationRequest) {
  await page.waitForURL((url) => url.href.startsWith(`${request.redirectUri}?`));
  await page.getByRole('heading', { name: RP_NAME, exact: true }).waitFor();
  return oidc.authorizationCodeGrant(config, new URL(page.url()), {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
}

/** What a rejected promise threw (fails if it resolved). */
async function thrownBy(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  );
}

/** The token endpoint's refusal of a grant (RFC 6749 §5.2): 400 invalid_grant. */
export async function expectInvalidGrant(attempt: Promise<unknown>): Promise<void> {
  const error = await thrownBy(attempt);
  expect(error).toBeInstanceOf(oidc.ResponseBodyError);
  expect(error).toMatchObject({ status: 400, error: 'invalid_grant' });
}

/** A protected resource's refusal of a bearer token (RFC 6750 §3.1): 401 with an invalid_token challenge. */
export async function expectInvalidToken(attempt: Promise<unknown>): Promise<void> {
  const error = await thrownBy(attempt);
  expect(error).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
  expect(error).toMatchObject({ status: 401, cause: [{ scheme: 'bearer', parameters: { error: 'invalid_token' } }] });
}
