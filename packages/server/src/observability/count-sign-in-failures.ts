import { AUTH_SERVICE_PREFIX, OAUTH_PROVIDERS, PASSKEY_PREFIX, PATHS } from '@foyer/core';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { FoyerMetrics } from './foyer-metrics.js';

// Where a sign-in by each method finishes over HTTP; a refusal there is a failed sign-in. The wallet's are counted by its connect session.
const FINISHING_ROUTES: [path: string, method: string][] = [
  [`${AUTH_SERVICE_PREFIX}/email/login`, 'email'],
  [`${PASSKEY_PREFIX}/auth`, 'passkey'],
  [PATHS.federatedLoginMaster, 'federated'],
  [`${PATHS.oauthLogin}/:provider/callback`, 'oauth'],
];

const oauthMethod = (provider: string | undefined) => OAUTH_PROVIDERS.find((known) => known === provider) ?? 'oauth';

/** Counts a 4xx or 5xx answer on a sign-in's finishing POST as `foyer_sign_ins_total{outcome="failure"}`. */
export function countSignInFailures(app: Hono<AppEnv>, metrics: Pick<FoyerMetrics, 'signIns'>): void {
  for (const [path, method] of FINISHING_ROUTES) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status < 400 || (c.req.method !== 'POST' && method !== 'oauth')) return;
      metrics.signIns.inc({ method: method === 'oauth' ? oauthMethod(c.req.param('provider')) : method, outcome: 'failure' });
    });
  }
}
