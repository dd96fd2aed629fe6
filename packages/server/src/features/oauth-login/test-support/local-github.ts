import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalGitHubOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface LocalGitHub {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userApi: string;
  /** Plays the visitor at GitHub from `authorizationUrl`: authorizes as `login` or declines; answers the redirect back. */
  authorize(authorizationUrl: string, visitor: { login: string } | { decline: true }): Promise<URL>;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The screen a browser gets at the authorization endpoint: a login field and Authorize; declining is the `decline` parameter. */
function consentPage(query: URLSearchParams): string {
  const hidden = [...query].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<!doctype html><title>Authorize application</title><form method="get">${hidden}<label>Username <input name="login" required></label><button>Authorize</button></form>`;
}

/** GitHub's authorize, access_token and user endpoints on an ephemeral port, as strict as GitHub about codes, PKCE and secrets. */
export async function startLocalGitHub(options: LocalGitHubOptions): Promise<LocalGitHub> {
  const codes = new Map<string, { login: string; redirectUri: string; challenge: string }>();
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const idOf = (login: string) => ids.get(login) ?? ids.set(login, 1000 + ids.size).get(login);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      if (query.get('client_id') !== options.clientId || redirectUri !== options.redirectUri || query.get('code_challenge_method') !== 'S256') {
        res.writeHead(400).end('bad authorization request');
        return;
      }
      const login = query.get('login');
      const declined = query.has('decline');
      if (!login && !declined) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(query));
        return;
      }
      const back = new URL(redirectUri);
      if (!declined && login) {
        const code = randomBytes(10).toString('hex');
        codes.set(code, { login, redirectUri, challenge: query.get('code_challenge') ?? '' });
        back.searchParams.set('code', code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
      }
      back.searchParams.set('state', query.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void readBody(req).then((raw) => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        const grant = codes.get(code);
        // GitHub spends a code on its first use, whether or not the exchange succeeds.
        codes.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          req.headers.accept === 'application/json' &&
          form.get('client_id') === options.clientId &&
          form.get('client_secret') === options.clientSecret &&
          grant !== undefined &&
          form.get('redirect_uri') === grant.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!ok || !grant) {
          json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
          return;
        }
        const token = `gho_${randomBytes(16).toString('hex')}`;
        tokens.set(token, grant.login);
        json(200, { access_token: token, token_type: 'bearer', scope: 'read:user' });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      const login = tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
      if (!login) {
        json(401, { message: 'Bad credentials' });
        return;
      }
      json(200, { login, id: idOf(login), name: `GitHub ${login}`, email: `${login}@users.example`, avatar_url: `https://avatars.example/gh/${login}.png` });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authorizationEndpoint: `${origin}/login/oauth/authorize`,
    tokenEndpoint: `${origin}/login/oauth/access_token`,
    userApi: `${origin}/user`,
    async authorize(authorizationUrl, visitor) {
      // The visitor's choice at GitHub's consent screen, as the query parameters the stand-in reads.
      const url = new URL(authorizationUrl);
      if ('login' in visitor) url.searchParams.set('login', visitor.login);
      else url.searchParams.set('decline', '');
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`GitHub stand-in refused: ${response.status} ${await response.text()}`);
      return new URL(location);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
