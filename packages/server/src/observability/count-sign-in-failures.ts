import { AUTH_SERVICE_PREFIX, OAUTH_API_PREFIX, OAUTH_PROVIDERS, PASSKEY_PREFIX, PATHS } from '@foyer/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { FoyerMetrics } from './foyer-metrics.js';

type MethodOf = (c: Context<AppEnv>) => Promise<string>;

const fixed = (method: string): MethodOf => () => Promise.resolve(method);

// The body the route's validator already parsed (Hono caches it); an unknown or unreadable provider is just "oauth".
const oauthProvider: MethodOf = async (c) => {
  const body: unknown = await c.req.json().catch(() => null);
  const provider = typeof body === 'object' && body !== null ? Reflect.get(body, 'provider') : undefined;
  return OAUTH_PROVIDERS.find((known) => known === provider) ?? 'oauth';
};

// The POST where a sign-in by each method finishes over HTTP; a refusal there is a failed sign-in. A wallet's is counted by its connect session.
const FINISHING_ROUTES: [path: string, methodOf: MethodOf][] = [
  [`${AUTH_SERVICE_PREFIX}/email/login`, fixed('email')],
  [`${PASSKEY_PREFIX}/auth`, fixed('passkey')],
  [PATHS.federatedLoginMaster, fixed('federated')],
  [`${OAUTH_API_PREFIX}/login`, oauthProvider],
];

/** Counts a 4xx or 5xx answer to a sign-in's finishing POST as `foyer_sign_ins_total{outcome="failure"}`. */
export function countSignInFailures(app: Hono<AppEnv>, metrics: Pick<FoyerMetrics, 'signIns'>): void {
  for (const [path, methodOf] of FINISHING_ROUTES) {
    app.on('POST', path, async (c, next) => {
      await next();
      if (c.res.status >= 400) metrics.signIns.inc({ method: await methodOf(c), outcome: 'failure' });
    });
  }
}
