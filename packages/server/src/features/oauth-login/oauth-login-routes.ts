import { CONNECT_ACTIONS, FoyerError, isFoyerError, OAUTH_API_PREFIX, PATHS, resolveLocale } from '@foyer/core';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { skipCsrf } from '../../http/csrf.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import { authorizationResponsePage, errorMessage } from './authorization-response-page.js';
import { beginOAuthLogin, type BeginOAuthLoginDeps } from './begin-oauth-login.js';
import { bindOAuthAccount, type BindOAuthAccountDeps } from './bind-oauth-account.js';
import { completeOAuthLogin, type CompleteOAuthLoginDeps } from './complete-oauth-login.js';
import { bindingHashOf, ensureFlowBinding, flowBindingOf } from './flow-binding.js';
import { requireGitHubProvider } from './github-provider.js';
import { listOAuthProviders } from './list-oauth-providers.js';
import { loggedOutPage } from './logged-out-page.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import { deriveOAuthDidKey } from './oauth-user.js';
import { createOpenIdConfigurations } from './openid-configurations.js';
import { providerLogoutUrl } from './provider-logout-url.js';
import { readAuthorizationResponse, type CallbackParams } from './read-authorization-response.js';
import { unbindOAuthAccount, type UnbindTarget } from './unbind-oauth-account.js';
import { routeDocs } from '../openapi/describe.js';
import { messageSchema } from '../openapi/acknowledgement-schemas.js';
import { offeredOAuthProvidersSchema } from '../openapi/app-info-schemas.js';
import { oauthLoginResultSchema } from '../openapi/login-result-schemas.js';
import { htmlPage, redirect } from '../openapi/non-json-answers.js';

const doc = routeDocs('OAuth sign-in');

export type OAuthLoginDeps = Omit<BeginOAuthLoginDeps & CompleteOAuthLoginDeps & BindOAuthAccountDeps, 'configurations' | 'didKey'> & { appSecretKey: Uint8Array; limiters: Limiters };

const callbackParams = z.looseObject({
  code: z.string().min(1).optional(),
  state: z.string().min(1).optional(),
  iss: z.string().min(1).optional(),
  error: z.string().optional(),
});

// Apple's form_post also carries `user` (the name, on the first authorization only), which the popup does not pass on.
const callbackForm = callbackParams.extend({ user: z.string().optional() });

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

// SPEC §7 names the account as `connectedAccount`; a bare `provider` is accepted as well.
const unbindBody = z
  .object({
    provider: z.string().min(1).optional(),
    connectedAccount: z.object({ provider: z.string().min(1), did: z.string().min(1).optional() }).optional(),
    sourceAppPid: z.string().optional(),
  })
  .transform(({ provider, connectedAccount }, ctx): UnbindTarget => {
    const target = connectedAccount ?? (provider === undefined ? undefined : { provider });
    if (target) return target;
    ctx.addIssue({ code: 'custom', path: ['provider'], message: 'provider or connectedAccount is required' });
    return z.NEVER;
  });

const asFoyerError = (error: unknown) => (isFoyerError(error) ? error : new FoyerError('unknown', { cause: error }));

/** The OAuth popup (start, provider callback and provider logout, under PATHS.oauthLogin) and SPEC §7 {OAUTH_API_PREFIX}/login, /bind, /unbind and /providers. */
export function oauthLoginRoutes({ appSecretKey, limiters, ...shared }: OAuthLoginDeps): Hono<AppEnv> {
  const deps = { ...shared, configurations: createOpenIdConfigurations(), didKey: deriveOAuthDidKey(appSecretKey) };
  const { config } = deps;
  const appOrigin = new URL(config.appUrl).origin;
  const failurePage = (provider: string, error: unknown) => {
    const failure = asFoyerError(error);
    return authorizationResponsePage(errorMessage(provider, failure), appOrigin, failure.status);
  };

  const callback = (c: Context<AppEnv>, params: CallbackParams) => {
    const provider = c.req.param('provider') ?? '';
    try {
      if (provider === 'github') requireGitHubProvider(config);
      else requireOpenIdProvider(config, provider);
      return authorizationResponsePage(readAuthorizationResponse(provider, params), appOrigin);
    } catch (error) {
      return failurePage(provider, error);
    }
  };

  // Each provider's answer, and the code exchange and binding that follow it, per address.
  const callbackLimit = limit({ limiter: limiters.oauthCallbackPerIp });
  const signedIn = requireSession(deps.sessions);

  return new Hono<AppEnv>()
    .use(`${PATHS.oauthLogin}/:provider/callback`, callbackLimit)
    .on('POST', [`${OAUTH_API_PREFIX}/login`, `${OAUTH_API_PREFIX}/bind`], callbackLimit)
    .get(`${PATHS.oauthLogin}/:provider`, doc('Start signing in with an OAuth provider (popup)', redirect), async (c) => {
      const provider = c.req.param('provider');
      try {
        const url = await beginOAuthLogin(deps, provider, bindingHashOf(ensureFlowBinding(c, config.appUrl)));
        return c.redirect(url.href, 302);
      } catch (error) {
        return failurePage(provider, error);
      }
    })
    .get(`${PATHS.oauthLogin}/:provider/callback`, doc('The provider\'s redirect back', htmlPage), validate('query', callbackParams), (c) => callback(c, c.req.valid('query')))
    // Apple's form_post: a cross-site POST from the provider that changes nothing here; the page it gets only talks to the app origin.
    .post(`${PATHS.oauthLogin}/:provider/callback`, doc('The provider\'s form-post redirect back (Apple)', htmlPage), skipCsrf, validate('form', callbackForm), (c) => callback(c, c.req.valid('form')))
    .get(`${PATHS.oauthLogin}/:provider/logout`, doc('Sign out at the provider (popup)', redirect), async (c) => {
      const provider = c.req.param('provider');
      try {
        return c.redirect(await providerLogoutUrl(deps, provider), 302);
      } catch (error) {
        return failurePage(provider, error);
      }
    })
    .get(`${PATHS.oauthLogin}/:provider/logged-out`, doc('The page shown after signing out at the provider', htmlPage), () => loggedOutPage())
    .post(`${OAUTH_API_PREFIX}/login`, doc('Finish an OAuth sign-in with the popup\'s result', oauthLoginResultSchema), validate('json', loginBody), async (c) =>
      c.json(deliverTokens(c, await completeOAuthLogin(deps, { ...c.req.valid('json'), binding: flowBindingOf(c) }, c.var.client))),
    )
    .post(`${OAUTH_API_PREFIX}/bind`, doc('Bind an OAuth account to the signed-in user', messageSchema), signedIn, validate('json', bindBody), async (c) => {
      const { claims } = c.var.signedIn;
      return c.json(await bindOAuthAccount(deps, { ...c.req.valid('json'), binding: flowBindingOf(c) }, claims.sub, resolveLocale(c.req.query('locale'))));
    })
    .post(`${OAUTH_API_PREFIX}/unbind`, doc('Unbind an OAuth account', messageSchema), signedIn, validate('json', unbindBody), async (c) => {
      const { claims } = c.var.signedIn;
      return c.json(await unbindOAuthAccount(deps, c.req.valid('json'), claims.sub, resolveLocale(c.req.query('locale'))));
    })
    .get(`${OAUTH_API_PREFIX}/providers`, doc('The configured OAuth providers', offeredOAuthProvidersSchema), (c) => c.json(listOAuthProviders(deps.config)));
}
