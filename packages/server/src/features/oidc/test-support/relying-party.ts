import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import * as oidc from 'openid-client';
import { CookieJar } from '../../oauth-login/test-support/cookie-jar.js';
import { TEST_APP_URL, type TestServer } from '../../../test-support/start-test-server.js';
import { OIDC_PATHS } from '../oidc-paths.js';

export const RP_CALLBACK = 'https://rp.example/callback';
export const RP_LOGGED_OUT = 'https://rp.example/logged-out';

/** The issuer's URLs (the app URL) pointed at the test server's real port, as DNS would for a deployed Foyer. */
export function toServer(server: TestServer, url: string | URL): URL {
  const parsed = new URL(url);
  return parsed.origin === TEST_APP_URL ? new URL(parsed.pathname + parsed.search, server.url) : parsed;
}

export const fetchVia = (server: TestServer): oidc.CustomFetch => (url, options) => fetch(toServer(server, url), options as RequestInit);

export interface RegisteredClient {
  client_id: string;
  client_secret?: string;
  client_secret_expires_at?: number;
  [key: string]: unknown;
}

/** RFC 7591 registration with an owner's or admin's session token as the initial access token. */
export async function registerClient(server: TestServer, bearer: string | undefined, metadata: Record<string, unknown> = {}): Promise<Response> {
  return fetch(`${server.url}${OIDC_PATHS.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ client_name: 'Notes', redirect_uris: [RP_CALLBACK], post_logout_redirect_uris: [RP_LOGGED_OUT], ...metadata }),
  });
}

/** openid-client configured for a registered client, discovering Foyer as any relying party would. */
export async function relyingParty(server: TestServer, client: RegisteredClient): Promise<oidc.Configuration> {
  const auth = client.client_secret ? oidc.ClientSecretBasic(client.client_secret) : oidc.None();
  const config = await oidc.discovery(new URL(TEST_APP_URL), client.client_id, client.client_secret, auth, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: fetchVia(server),
  });
  config[oidc.customFetch] = fetchVia(server);
  return config;
}

/** What a relying party adds to get a refresh token: the scope, and the consent OpenID Connect §11 requires for it. */
export const withOfflineAccess = (scope: string) => ({ scope: `${scope} offline_access`, prompt: 'consent' });

/** The start of a code flow with PKCE S256: the URL to send the person to, and what the callback is checked against. */
export async function startCodeFlow(config: oidc.Configuration, parameters: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: RP_CALLBACK,
    scope: 'openid profile:read',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  });
  return { url, verifier, state };
}

export type PersonStep = 'login' | 'consent' | 'deny';

export interface Person {
  jar: CookieJar;
  /** The session token the Foyer page would send; absent when signed out. */
  sessionToken?: string;
}

export interface Visit {
  response: Response;
  url: URL;
}

/** A browser's request to Foyer: its cookies, and for POSTs the Origin and CSRF header the page sends. */
export async function browse(server: TestServer, person: Person, url: string | URL, init: { method?: string; bearer?: string } = {}): Promise<Visit> {
  const target = toServer(server, url);
  const csrf = 'person-csrf-token';
  const headers: Record<string, string> = { cookie: [`${CSRF_COOKIE}=${csrf}`, person.jar.header(target)].filter(Boolean).join('; ') };
  if (init.method && init.method !== 'GET') Object.assign(headers, { origin: TEST_APP_URL, [HEADERS.csrfToken]: csrf });
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const response = await fetch(target, { method: init.method ?? 'GET', headers, redirect: 'manual' });
  person.jar.store(target, response);
  return { response, url: new URL(url) };
}

/**
 * Plays the person through `/authorize` as the sign-in-and-consent page would, taking `steps` in order at each interaction
 * ('login' posts the session token, 'consent' allows, 'deny' declines); answers the first redirect that leaves Foyer, or the
 * last Foyer response that did not redirect.
 */
export async function authorize(server: TestServer, person: Person, start: URL, steps: PersonStep[]): Promise<{ redirect: URL | null; last: Response; interaction?: string }> {
  let next: URL = start;
  let seen: string | undefined;
  const remaining = [...steps];
  for (let hop = 0; hop < 20; hop += 1) {
    const { response } = await browse(server, person, next);
    const location = response.headers.get('location');
    if (!location) return { redirect: null, last: response, interaction: seen };
    const target = new URL(location, next);
    if (target.origin !== TEST_APP_URL) return { redirect: target, last: response, interaction: seen };
    const interaction = target.pathname.startsWith(`${OIDC_PATHS.interaction}/`) ? target.pathname : null;
    if (!interaction) {
      next = target;
      continue;
    }
    seen = interaction;
    const step = remaining.shift();
    if (!step) return { redirect: target, last: response, interaction };
    const answer = await browse(server, person, `${TEST_APP_URL}${interaction}/${step}`, { method: 'POST', bearer: person.sessionToken });
    if (!answer.response.ok) return { redirect: null, last: answer.response, interaction: seen };
    next = new URL(((await answer.response.json()) as { location: string }).location);
  }
  throw new Error('the authorization request never left Foyer');
}
