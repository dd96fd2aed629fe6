import { AUTH_SERVICE_PREFIX, OAUTH_API_PREFIX, OAUTH_PROVIDERS, PASSKEY_PREFIX, PATHS } from '@foyer/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import type { AuditLog } from './audit-log.js';

// The body the route's validator already parsed (Hono caches it); null when there is none or it is not an object.
const bodyField = async (c: Context<AppEnv>, name: string): Promise<unknown> => {
  const body: unknown = await c.req.json().catch(() => null);
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
};

type MethodOf = (c: Context<AppEnv>) => Promise<string>;
const fixed = (method: string): MethodOf => () => Promise.resolve(method);
const oauthProvider: MethodOf = async (c) => {
  const provider = await bodyField(c, 'provider');
  return OAUTH_PROVIDERS.find((known) => known === provider) ?? 'oauth';
};

// The POST where a sign-in by each method finishes over HTTP, as the sign-in metrics count them; a wallet's refusal is recorded by its connect session.
const FINISHING_ROUTES: [path: string, methodOf: MethodOf][] = [
  [`${AUTH_SERVICE_PREFIX}/email/login`, fixed('email')],
  [`${PASSKEY_PREFIX}/auth`, fixed('passkey')],
  [PATHS.federatedLoginMaster, fixed('federated')],
  [`${OAUTH_API_PREFIX}/login`, oauthProvider],
];

/** The catalogue code the refusal carried (`{ code }`), so the log says why: a wrong code, a spent one, a refused passkey. */
async function refusalCode(c: Context<AppEnv>): Promise<string | null> {
  const body: unknown = await c.res.clone().json().catch(() => null);
  const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
  return typeof code === 'string' ? code : null;
}

/** Records a 4xx or 5xx answer to a sign-in's finishing POST as sign_in_failed, against the account the e-mail names if it has one. */
export function auditSignInFailures(app: Hono<AppEnv>, store: Pick<Store, 'users'>, audit: AuditLog): void {
  for (const [path, methodOf] of FINISHING_ROUTES) {
    app.on('POST', path, async (c, next) => {
      await next();
      if (c.res.status < 400) return;
      const email = await bodyField(c, 'email');
      const account = typeof email === 'string' && email.length > 0 ? await store.users.findByEmail(email.trim().toLowerCase()).catch(() => null) : null;
      await audit.record({ kind: 'sign_in_failed', subjectDid: account?.did, method: await methodOf(c), ip: c.var.client.ip, detail: { status: c.res.status, code: await refusalCode(c) } });
    });
  }
}
