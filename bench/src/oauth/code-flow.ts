import { createHash, randomBytes } from 'node:crypto';
import { OIDC_PATHS } from '@foyer/server';
import { BENCH_ORIGIN, BROWSER_HEADERS, reach } from '../bench-origin.js';
import { BENCH_CALLBACK, BENCH_SCOPE, basicAuth, type OAuthBenchSetup } from './bench-client.js';
import { CookieJar } from './cookie-jar.js';

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
}

const random = () => randomBytes(32).toString('base64url');

/** A browser request to Foyer with the person's cookies; POSTs carry the page's Origin, CSRF header and session token. */
async function browse(serverUrl: string, jar: CookieJar, url: string, sessionToken?: string): Promise<Response> {
  const headers: Record<string, string> = { cookie: jar.header() };
  if (sessionToken) Object.assign(headers, BROWSER_HEADERS, { cookie: [BROWSER_HEADERS.cookie, jar.header()].join('; '), authorization: `Bearer ${sessionToken}` });
  const response = await fetch(reach(serverUrl, url), { method: sessionToken ? 'POST' : 'GET', headers, redirect: 'manual' });
  jar.keep(response);
  return response;
}

/** Follows `/authorize` as Foyer's sign-in-and-consent page would for a new person (sign in with the session, then allow), up to the code. */
async function authorizationCode(serverUrl: string, start: string, sessionToken: string): Promise<URL> {
  const jar = new CookieJar();
  const steps = ['login', 'consent'];
  let next = start;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await browse(serverUrl, jar, next);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the code flow stopped at ${next} with ${response.status}`);
    const target = new URL(location, BENCH_ORIGIN);
    if (target.origin !== BENCH_ORIGIN) return target;
    if (!target.pathname.startsWith(`${OIDC_PATHS.interaction}/`)) {
      next = target.href;
      continue;
    }
    const step = steps.shift();
    if (!step) throw new Error(`Foyer asked for a third interaction at ${target.href}`);
    const answer = await browse(serverUrl, jar, `${target.href}/${step}`, sessionToken);
    if (!answer.ok) throw new Error(`${step} answered ${answer.status}: ${await answer.text()}`);
    next = ((await answer.json()) as { location: string }).location;
  }
  throw new Error('the code flow never left Foyer');
}

/** One person's code flow with PKCE S256 for the bench client, ending in the token exchange. */
export async function codeFlowTokens(serverUrl: string, setup: OAuthBenchSetup, sessionToken: string): Promise<OAuthTokens> {
  const verifier = random();
  const query = new URLSearchParams({
    client_id: setup.clientId,
    redirect_uri: BENCH_CALLBACK,
    response_type: 'code',
    scope: BENCH_SCOPE,
    // OpenID Connect §11: offline_access is granted only on a request that asks the person's consent.
    prompt: 'consent',
    state: random(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const callback = await authorizationCode(serverUrl, `${BENCH_ORIGIN}${OIDC_PATHS.authorize}?${query}`, sessionToken);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`the callback carries no code: ${callback.href}`);
  const response = await fetch(`${serverUrl}${OIDC_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(setup.clientId, setup.clientSecret) },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: BENCH_CALLBACK, code_verifier: verifier }),
  });
  const tokens = (await response.json()) as { access_token?: string; refresh_token?: string };
  if (!tokens.access_token || !tokens.refresh_token) throw new Error(`the token endpoint answered ${response.status}: ${JSON.stringify(tokens)}`);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}
