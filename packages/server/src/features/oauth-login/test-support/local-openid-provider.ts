import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOpenIdProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Seconds an ID token lives; oidc-provider's minimum is 1. */
  idTokenTtl?: number;
  /** Runs after each successful token response, e.g. to move the clock past the ID token's expiry. */
  afterToken?: () => void;
}

export interface LocalOpenIdProvider {
  issuer: string;
  /** Plays the visitor at the provider from `authorizationUrl`: signs in as `login` and consents, or declines; answers the redirect back. */
  authorize(authorizationUrl: string, visitor: { login: string } | { decline: true }): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID provider (oidc-provider with its dev interactions) on an ephemeral port, standing in for Google, Apple or Auth0. */
export async function startLocalOpenIdProvider(options: LocalOpenIdProviderOptions): Promise<LocalOpenIdProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@example.com`, email_verified: true, name: `User ${sub}`, picture: `https://avatars.example/${sub}.png` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtl ?? 3600, AccessToken: 3600, AuthorizationCode: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['local-openid-provider-test-key'] },
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
    authorize: (authorizationUrl, visitor) => playVisitor(issuer, new URL(authorizationUrl), visitor),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function playVisitor(issuer: string, start: URL, visitor: { login: string } | { decline: true }): Promise<URL> {
  const cookies = new Map<string, string>();
  let request: { url: URL; form?: URLSearchParams } = { url: start };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(request.form ? { body: request.form } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin !== issuer) return next;
      request = { url: next };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${request.url.href} (${response.status}): ${page.slice(0, 300)}`);
    const formUrl = new URL(action, request.url);
    if ('decline' in visitor) {
      request = { url: new URL(`${formUrl.pathname}/abort`, formUrl) };
      continue;
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', visitor.login);
      form.set('password', 'any');
    }
    request = { url: formUrl, form };
  }
  throw new Error('the provider never redirected back');
}
