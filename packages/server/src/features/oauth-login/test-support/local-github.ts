import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderVisitor, ReturnToApp } from './oauth-popup.js';

/** An entry of GitHub's `GET /user/emails`. */
export interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** A GitHub account's addresses: the public one `/user` shows (null when the visitor keeps it private) and all of them. */
export interface LocalGitHubAccount {
  publicEmail: string | null;
  emails: GitHubEmail[];
}

export interface LocalGitHubOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Accounts by login; any other login has the public, verified primary address `{login}@users.example`. */
  accounts?: Record<string, LocalGitHubAccount>;
}

export interface LocalGitHub {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userApi: string;
  /** Plays the visitor at GitHub from `authorizationUrl`: authorizes as `login`, or presses Cancel (any refusal); answers the redirect back. */
  authorize(authorizationUrl: string, visitor: ProviderVisitor): Promise<ReturnToApp>;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The screen a browser gets at the authorization endpoint: a login field, Authorize, and Cancel, which sends the `decline` parameter. */
function consentPage(query: URLSearchParams): string {
  const hidden = [...query].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<!doctype html><title>Authorize application</title><form method="get">${hidden}<label>Username <input name="login" required></label><button>Authorize</button><button name="decline" formnovalidate>Cancel</button></form>`;
}

/** GitHub's authorize, access_token and user endpoints on an ephemeral port, as strict as GitHub about codes, PKCE and secrets. */
export async function startLocalGitHub(options: LocalGitHubOptions): Promise<LocalGitHub> {
  const codes = new Map<string, { login: string; redirectUri: string; challenge: string; scopes: string[] }>();
  const tokens = new Map<string, { login: string; scopes: string[] }>();
  const ids = new Map<string, number>();
  const idOf = (login: string) => ids.get(login) ?? ids.set(login, 1000 + ids.size).get(login);
  const accountOf = (login: string): LocalGitHubAccount => {
    const email = `${login}@users.example`;
    return options.accounts?.[login] ?? { publicEmail: email, emails: [{ email, primary: true, verified: true }] };
  };

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
        codes.set(code, { login, redirectUri, challenge: query.get('code_challenge') ?? '', scopes: (query.get('scope') ?? '').split(' ').filter(Boolean) });
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
        tokens.set(token, { login: grant.login, scopes: grant.scopes });
        json(200, { access_token: token, token_type: 'bearer', scope: grant.scopes.join(',') });
      });
      return;
    }
    const bearer = tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (req.method === 'GET' && (url.pathname === '/user' || url.pathname === '/user/emails') && !bearer) {
      json(401, { message: 'Bad credentials' });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/user' && bearer) {
      const { login } = bearer;
      json(200, { login, id: idOf(login), name: `GitHub ${login}`, email: accountOf(login).publicEmail, avatar_url: `https://avatars.example/gh/${login}.png` });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/user/emails' && bearer) {
      // GitHub lists the addresses only to a token granted user:email (or user).
      if (!bearer.scopes.some((scope) => scope === 'user:email' || scope === 'user')) {
        json(404, { message: 'Not Found' });
        return;
      }
      const { publicEmail, emails } = accountOf(bearer.login);
      json(200, emails.map((entry) => ({ ...entry, visibility: entry.email === publicEmail ? 'public' : null })));
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
      // The visitor's choice at GitHub's consent screen, as the query parameters its form submits.
      const url = new URL(authorizationUrl);
      if ('login' in visitor) url.searchParams.set('login', visitor.login);
      else url.searchParams.set('decline', '');
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`GitHub stand-in refused: ${response.status} ${await response.text()}`);
      return { url: new URL(location) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
