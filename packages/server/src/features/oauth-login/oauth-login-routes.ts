import { CONNECT_ACTIONS, FoyerError, isFoyerError, OAUTH_API_PREFIX, PATHS, resolveLocale } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/bearer-token.js';
import { validate } from '../../http/validate.js';
import { authorizationResponsePage, errorMessage } from './authorization-response-page.js';
import { beginOAuthLogin, type BeginOAuthLoginDeps } from './begin-oauth-login.js';
import { bindOAuthAccount, type BindOAuthAccountDeps } from './bind-oauth-account.js';
import { completeOAuthLogin, type CompleteOAuthLoginDeps } from './complete-oauth-login.js';
import { requireGitHubProvider } from './github-provider.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import { deriveOAuthDidKey } from './oauth-user.js';
import { listOAuthProviders } from './list-oauth-providers.js';
import { createOpenIdConfigurations } from './openid-configurations.js';
import { unbindOAuthAccount } from './unbind-oauth-account.js';

export type OAuthLoginDeps = Omit<BeginOAuthLoginDeps & CompleteOAuthLoginDeps & BindOAuthAccountDeps, 'configurations' | 'didKey'> & { appSecretKey: Uint8Array };

const callbackQuery = z.looseObject({
  code: z.string().min(1).optional(),
  state: z.string().min(1).optional(),
  iss: z.string().min(1).optional(),
  error: z.string().optional(),
});

// connect-to-did-space and connect-to-did-domain are sent as login (SPEC §7), so every connect action signs in.
const loginBody = z.object({
  provider: z.string().min(1),
  code: z.string().min(1),
  state: z.string().min(1),
  iss: z.string().min(1).optional(),
  action: z.enum(CONNECT_ACTIONS).optional(),
  sourceAppPid: z.string().optional(),
  inviter: z.string().optional(),
  componentId: z.string().optional(),
});

const bindBody = z.object({
  provider: z.string().min(1),
  code: z.string().min(1),
  state: z.string().min(1),
  iss: z.string().min(1).optional(),
  sourceAppPid: z.string().optional(),
});

const unbindBody = z.object({ provider: z.string().min(1), sourceAppPid: z.string().optional() });

const asFoyerError = (error: unknown) => (isFoyerError(error) ? error : new FoyerError('unknown', { cause: error }));

/** The OAuth popup (start and provider callback, under PATHS.oauthLogin) and SPEC §7 {OAUTH_API_PREFIX}/login, /bind, /unbind and /providers. */
export function oauthLoginRoutes({ appSecretKey, ...shared }: OAuthLoginDeps): Hono<AppEnv> {
  const deps = { ...shared, configurations: createOpenIdConfigurations(), didKey: deriveOAuthDidKey(appSecretKey) };
  const appOrigin = new URL(deps.config.appUrl).origin;

  return new Hono<AppEnv>()
    .get(`${PATHS.oauthLogin}/:provider`, async (c) => {
      const provider = c.req.param('provider');
      try {
        return c.redirect((await beginOAuthLogin(deps, provider)).href, 302);
      } catch (error) {
        const failure = asFoyerError(error);
        return authorizationResponsePage(errorMessage(provider, failure), appOrigin, failure.status);
      }
    })
    .get(`${PATHS.oauthLogin}/:provider/callback`, validate('query', callbackQuery), (c) => {
      const provider = c.req.param('provider');
      const { code, state, iss, error } = c.req.valid('query');
      try {
        if (provider === 'github') requireGitHubProvider(deps.config);
        else requireOpenIdProvider(deps.config, provider);
        if (error === 'access_denied') throw new FoyerError('authDeclined');
        if (error !== undefined || !code || !state) throw new FoyerError('loginProviderFailed', { params: { provider } });
        return authorizationResponsePage({ type: 'authorization_response', provider, code, state, ...(iss ? { iss } : {}) }, appOrigin);
      } catch (failure) {
        const foyerError = asFoyerError(failure);
        return authorizationResponsePage(errorMessage(provider, foyerError), appOrigin, foyerError.status);
      }
    })
    .post(`${OAUTH_API_PREFIX}/login`, validate('json', loginBody), async (c) => c.json(await completeOAuthLogin(deps, c.req.valid('json'), c.var.client)))
    .post(`${OAUTH_API_PREFIX}/bind`, validate('json', bindBody), async (c) => {
      const { claims } = await deps.sessions.authenticate(bearerToken(c));
      return c.json(await bindOAuthAccount(deps, c.req.valid('json'), claims.sub, resolveLocale(c.req.query('locale'))));
    })
    .post(`${OAUTH_API_PREFIX}/unbind`, validate('json', unbindBody), async (c) => {
      const { claims } = await deps.sessions.authenticate(bearerToken(c));
      return c.json(await unbindOAuthAccount(deps, c.req.valid('json').provider, claims.sub, resolveLocale(c.req.query('locale'))));
    })
    .get(`${OAUTH_API_PREFIX}/providers`, (c) => c.json(listOAuthProviders(deps.config)));
}
