import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify, type CryptoKey } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { OpenIdProvider } from '../oauth-providers.js';
import { CookieJar } from './cookie-jar.js';
import type { ProviderVisitor, ReturnToApp } from './oauth-popup.js';

/** The key Apple checks a client secret JWT against: the team's, with its key id. */
export interface AppleClientSecretKey {
  teamId: string;
  keyId: string;
  publicKey: CryptoKey;
}

export interface LocalOpenIdProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Foyer's redirect URIs (`…/{provider}/callback`); the provider they name is the one this issuer stands in for. */
  redirectUris: string[];
  /** Seconds an ID token lives; oidc-provider's minimum is 1. */
  idTokenTtl?: number;
  /** Runs after each successful token response, e.g. to move the clock past the ID token's expiry. */
  afterToken?: () => void;
  /** Apple only: the client secret must be an ES256 JWT under this key, as at Apple, instead of `clientSecret` itself. */
  appleClientSecretKey?: AppleClientSecretKey;
}

export interface LocalOpenIdProvider {
  issuer: string;
  /**
   * Plays the visitor at the provider from `authorizationUrl` with the browser's cookies `jar` (a fresh one by default): signs in as `login`
   * and consents, or declines with the "[ Cancel ]" link, or presses Cancel; answers how the provider sends the browser back.
   */
  authorize(authorizationUrl: string, visitor: ProviderVisitor, jar?: CookieJar): Promise<ReturnToApp>;
  /** Follows the end-session endpoint's auto-submitting page with the browser's cookies and answers where it sends the browser back. */
  endSession(endSessionUrl: string, jar: CookieJar): Promise<URL>;
  close(): Promise<void>;
}

const CALLBACK = /\/(google|apple|auth0)\/callback$/;

function imitatedProvider(redirectUris: string[]): OpenIdProvider {
  const provider = CALLBACK.exec(redirectUris[0] ?? '')?.[1] as OpenIdProvider | undefined;
  if (!provider) throw new Error(`no Foyer redirect URI among ${redirectUris.join(', ')}`);
  return provider;
}

/** What each provider's Cancel answers: Apple's own error, or OAuth's access_denied. */
const CANCEL_RESULTS: Record<OpenIdProvider, { error: string; error_description: string }> = {
  google: { error: 'access_denied', error_description: 'The user cancelled the request' },
  // Apple answers a press of Cancel on its sign-in sheet with user_cancelled_authorize.
  apple: { error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization' },
  auth0: { error: 'access_denied', error_description: 'The user cancelled the request' },
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/** Apple's check of a client secret: an ES256 JWT with the key's kid, from the team, about the client, for this issuer. */
async function isAppleClientSecret(secret: string, key: AppleClientSecretKey, clientId: string, issuer: string): Promise<boolean> {
  try {
    if (decodeProtectedHeader(secret).kid !== key.keyId) return false;
    await jwtVerify(secret, key.publicKey, { algorithms: ['ES256'], issuer: key.teamId, subject: clientId, audience: issuer, requiredClaims: ['iat', 'exp'] });
    return true;
  } catch {
    return false;
  }
}

/**
 * A real OpenID provider (oidc-provider with its dev interactions) on an ephemeral port, standing in for Google, Apple or Auth0 as
 * its redirect URI says: Apple has no UserInfo endpoint, puts the claims in the ID token with `email_verified` as a string, and may
 * demand a JWT client secret; only Auth0 has an end-session endpoint, which signs out without asking.
 */
export async function startLocalOpenIdProvider(options: LocalOpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  const imitates = imitatedProvider(options.redirectUris);
  const apple = imitates === 'apple';
  const endSession = imitates === 'auth0';
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { appleClientSecretKey } = options;

  async function serve(req: IncomingMessage, res: ServerResponse) {
    if (appleClientSecretKey && req.method === 'POST' && new URL(req.url ?? '/', issuer).pathname === '/token') {
      // Checked here as Apple would; oidc-provider then sees the registered secret only if the JWT is good.
      const form = new URLSearchParams(await readBody(req));
      const good = await isAppleClientSecret(form.get('client_secret') ?? '', appleClientSecretKey, options.clientId, issuer);
      form.set('client_secret', good ? options.clientSecret : '');
      (req as IncomingMessage & { body?: string }).body = form.toString();
    }
    handle?.(req, res);
  }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        ...(endSession ? { post_logout_redirect_uris: options.redirectUris.map((uri) => uri.replace(CALLBACK, '/$1/logged-out')) } : {}),
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@example.com`, email_verified: apple ? 'true' : true, name: `User ${sub}`, picture: `https://avatars.example/${sub}.png` }),
    }),
    // Apple knows the scopes name and email; its real ID token lacks the name, which it posts once in a `user` field instead.
    claims: apple ? { openid: ['sub'], email: ['email', 'email_verified'], name: ['name'] } : { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: !apple,
    features: {
      devInteractions: { enabled: true },
      userinfo: { enabled: !apple },
      rpInitiatedLogout: endSession ? { enabled: true, logoutSource: signOutWithoutAsking } : { enabled: false },
    },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtl ?? 3600, AccessToken: 3600, AuthorizationCode: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['local-openid-provider-test-key'] },
  });
  provider.use(async (ctx, next) => {
    const cancel = /^\/interaction\/([^/]+)\/cancel$/.exec(ctx.path);
    if (cancel && ctx.method === 'POST') {
      await provider.interactionFinished(ctx.req, ctx.res, CANCEL_RESULTS[imitates], { mergeWithLastSubmission: false });
      ctx.respond = false;
      return;
    }
    await next();
    const page = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (page && ctx.method === 'GET' && typeof ctx.body === 'string') ctx.body = withCancelButton(ctx.body, `/interaction/${page[1]}/cancel`);
  });
  const { afterToken } = options;
  if (afterToken) {
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.path === '/token' && ctx.status === 200) afterToken();
    });
  }
  handle = provider.callback();

  return {
    issuer,
    authorize: (authorizationUrl, visitor, jar = new CookieJar()) => playVisitor(issuer, new URL(authorizationUrl), visitor, jar),
    endSession: (endSessionUrl, jar) => followEndSession(issuer, new URL(endSessionUrl), jar),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The dev interaction pages with a Cancel button below the form, as the real providers' sign-in pages have. */
function withCancelButton(page: string, action: string): string {
  const marker = '<div class="login-help">';
  if (!page.includes(marker)) throw new Error('the dev interaction page changed: no place for the Cancel button');
  return page.replace(marker, `<form method="post" action="${action}"><button type="submit">Cancel</button></form>${marker}`);
}

/** Auth0 signs out at its end-session endpoint without asking: the confirmation form submits itself with logout=yes. */
async function signOutWithoutAsking(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Signing out</title></head><body>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}
<script>document.forms[0].submit();</script></body></html>`;
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '');

/** The first form on `page` that submits itself (form_post, the end-session page): where it posts, and its hidden fields. */
function autoSubmittedForm(page: string, base: URL): { url: URL; fields: URLSearchParams } | null {
  const form = /<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
  if (!form?.[1] || !page.includes('.submit()')) return null;
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields.set(name, unescapeHtml(value));
  return { url: new URL(unescapeHtml(form[1]), base), fields };
}

async function visit(url: URL, jar: CookieJar, form?: URLSearchParams): Promise<Response> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie: jar.header(url) },
    ...(form ? { body: form } : {}),
  });
  jar.store(url, response);
  return response;
}

async function playVisitor(issuer: string, start: URL, visitor: ProviderVisitor, jar: CookieJar): Promise<ReturnToApp> {
  let request: { url: URL; form?: URLSearchParams } = { url: start };
  for (let step = 0; step < 20; step += 1) {
    const response = await visit(request.url, jar, request.form);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin !== issuer) return { url: next };
      request = { url: next };
      continue;
    }
    const page = await response.text();
    const posted = autoSubmittedForm(page, request.url);
    if (posted && posted.url.origin !== issuer) return { url: posted.url, form: { fields: posted.fields, origin: issuer } };
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${request.url.href} (${response.status}): ${page.slice(0, 300)}`);
    if ('decline' in visitor) {
      request = { url: new URL(/<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(page)?.[1] ?? '', request.url) };
      continue;
    }
    if ('cancel' in visitor) {
      request = { url: new URL(/<form method="post" action="([^"]+)"><button type="submit">Cancel<\/button>/.exec(page)?.[1] ?? '', request.url), form: new URLSearchParams() };
      continue;
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', visitor.login);
      form.set('password', 'any');
    }
    request = { url: new URL(action, request.url), form };
  }
  throw new Error('the provider never redirected back');
}

async function followEndSession(issuer: string, start: URL, jar: CookieJar): Promise<URL> {
  let request: { url: URL; form?: URLSearchParams } = { url: start };
  for (let step = 0; step < 5; step += 1) {
    const response = await visit(request.url, jar, request.form);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin !== issuer) return next;
      request = { url: next };
      continue;
    }
    const page = await response.text();
    const posted = autoSubmittedForm(page, request.url);
    if (!posted) throw new Error(`unexpected page at ${request.url.href} (${response.status}): ${page.slice(0, 300)}`);
    request = { url: posted.url, form: posted.fields };
  }
  throw new Error('the end-session endpoint never redirected back');
}
