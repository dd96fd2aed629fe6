import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import * as oidc from 'openid-client';
import { CookieJar } from '../../../packages/server/src/features/oauth-login/test-support/cookie-jar.js';
import { apiResource, OIDC_PATHS } from '../../../packages/server/src/features/oidc/oidc-paths.js';

// What Foyer's sign-in-and-consent page posts at each interaction of a first authorization: sign in, then allow.
const PAGE_STEPS = ['login', 'consent'] as const;
const MAX_HOPS = 20;

/** A browser without JavaScript at Foyer: it keeps Foyer's cookies and, on a POST, sends the Origin and CSRF echo a Foyer page sends. */
class FoyerBrowser {
  readonly #jar = new CookieJar();

  constructor(
    readonly issuer: string,
    readonly sessionToken: string,
  ) {
    this.#jar.set(issuer, CSRF_COOKIE, oidc.randomState());
  }

  async visit(url: URL, method = 'GET'): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.#jar.header(url) };
    if (method !== 'GET') Object.assign(headers, { origin: this.issuer, [HEADERS.csrfToken]: this.#jar.get(this.issuer, CSRF_COOKIE)!, authorization: `Bearer ${this.sessionToken}` });
    const response = await fetch(url, { method, headers, redirect: 'manual' });
    this.#jar.store(url, response);
    return response;
  }
}

/**
 * Follows `start` (an /authorize URL) through Foyer as a person signed in with `sessionToken` whose browser has no Foyer
 * cookies yet, posting the page's sign-in and consent at each interaction; answers where Foyer sends the browser back.
 */
async function consentedCallback(issuer: string, sessionToken: string, start: URL): Promise<URL> {
  const browser = new FoyerBrowser(issuer, sessionToken);
  const steps: string[] = [...PAGE_STEPS];
  let next = start;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await browser.visit(next);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${next} answered ${response.status} without a redirect: ${await response.text()}`);
    const target = new URL(location, next);
    if (target.origin !== new URL(issuer).origin) return target;
    if (!target.pathname.startsWith(`${OIDC_PATHS.interaction}/`)) {
      next = target;
      continue;
    }
    const step = steps.shift();
    if (!step) throw new Error(`Foyer asked for another interaction after ${PAGE_STEPS.join(' and ')}: ${target}`);
    const answer = await browser.visit(new URL(`${target.pathname}/${step}`, issuer), 'POST');
    if (!answer.ok) throw new Error(`${step} at ${target} answered ${answer.status}: ${await answer.text()}`);
    next = new URL(((await answer.json()) as { location: string }).location, issuer);
  }
  throw new Error('the authorization request never left Foyer');
}

/**
 * An access token for Foyer's API (bound to `{issuer}/api`) holding `scope`, by the authorization-code flow with PKCE S256
 * over HTTP only: /authorize, Foyer's interaction for the person holding `sessionToken`, the code at the token endpoint.
 */
export async function apiAccessTokenOverHttp(config: oidc.Configuration, redirectUri: string, sessionToken: string, scope: string): Promise<string> {
  const { issuer } = config.serverMetadata();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const callback = await consentedCallback(issuer, sessionToken, start);
  const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }, { resource: apiResource(issuer) });
  return tokens.access_token;
}
