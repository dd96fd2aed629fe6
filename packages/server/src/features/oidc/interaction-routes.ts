import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isOAuthScope, PAGE_QUERY, SERVER_PATHS } from '@foyer/core';
import type { Logger } from 'pino';
import { Hono, type Context } from 'hono';
import type { InteractionResults } from 'oidc-provider';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { sessionToken } from '../../http/session-token.js';
import { escapeHtml } from '../../mail/escape-html.js';
import type { Store } from '../../store/types.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { FRESH_LOGIN_PARAM } from '../login-page/login-page-data.js';
import type { SessionService } from '../session/session-service.js';
import type { AuthorizationServerRef } from './lazy-authorization-server.js';
import { startFreshIfSignedInAgain } from './fresh-provider-session.js';
import { finishInteraction, interactionOf, type Interaction } from './interaction-details.js';
import { FRESH_LOGIN_REQUIRED, INTERACTION_PAGE_DATA_ID, type InteractionPageData } from './interaction-page-data.js';
import { oauthError } from './oauth-error.js';
import { OIDC_PATHS } from './oidc-paths.js';
import type { FoyerLoginResult } from './session-link.js';
import { routeDocs } from '../openapi/describe.js';
import { interactionLocationSchema, oauthRefusalSchema } from '../openapi/authorization-server-schemas.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Authorization server', oauthRefusalSchema);

export interface InteractionRoutesDeps {
  authorizationServer: AuthorizationServerRef;
  store: Store;
  sessions: SessionService;
  appName: string;
  log: Logger;
  pagesDir?: string;
}

const NOT_BUILT = 'The authorization page is not built: run `npm run build`.';
const EXPIRED = 'This sign-in request has expired or was opened in another browser. Go back to the app and start again.';
// The consent page must not be framed for a tricked click, and its URL names the interaction, so no referrer either.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
  'x-frame-options': 'DENY',
};

// Reasons oidc-provider gives when the person must sign in again even with a live session.
const FRESH_REASONS = new Set(['login_prompt', 'max_age']);

const needsFreshLogin = (interaction: Interaction) => interaction.prompt.reasons.some((reason) => FRESH_REASONS.has(reason));

function pageData(interaction: Interaction, client: { clientId: string; clientName?: string; logoUri?: string; clientUri?: string }, appName: string): InteractionPageData {
  const base = `${OIDC_PATHS.interaction}/${interaction.uid}`;
  const fresh = needsFreshLogin(interaction);
  const login = new URLSearchParams({ [PAGE_QUERY.redirect]: new URL(base, interaction.returnTo).href });
  if (fresh) login.set(FRESH_LOGIN_PARAM, '1');
  return {
    uid: interaction.uid,
    prompt: interaction.prompt.name === 'login' ? 'login' : 'consent',
    fresh,
    appName,
    client: { id: client.clientId, name: client.clientName ?? client.clientId, logoUri: client.logoUri ?? null, uri: client.clientUri ?? null },
    scopes: String(interaction.params.scope ?? '')
      .split(' ')
      .filter(isOAuthScope),
    loginUrl: `${SERVER_PATHS.loginPage}?${login}`,
    actions: { login: `${base}/login`, consent: `${base}/consent`, deny: `${base}/deny` },
  };
}

function render(template: string, data: InteractionPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${data.client.name} · ${data.appName}`)}</title>`)
    .replace('</head>', `<script id="${INTERACTION_PAGE_DATA_ID}" type="application/json">${json}</script></head>`);
}

const expired = (c: Context) => c.html(`<!doctype html><meta charset="utf-8"><title>Sign-in request expired</title><p>${escapeHtml(EXPIRED)}</p>`, 400, PAGE_HEADERS);

/** The person's side of `/authorize`: one page that signs them in through Foyer and asks their consent, and the calls it makes. */
export function interactionRoutes({ authorizationServer, store, sessions, appName, log, pagesDir = PAGES_DIR }: InteractionRoutesDeps): Hono<AppEnv> {
  const file = join(pagesDir, 'authorize.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (!template) log.warn(`Foyer: ${NOT_BUILT} (no authorize.html in ${pagesDir})`);

  /** The signed-in caller of a page call, or the refusal to answer. */
  async function caller(c: Context) {
    try {
      return await sessions.authenticate(sessionToken(c));
    } catch {
      return null;
    }
  }

  return new Hono<AppEnv>()
    .get(`${OIDC_PATHS.interaction}/:uid`, doc('The sign-in and consent page of an authorization request', htmlPage), async (c) => {
      const server = await authorizationServer();
      const interaction = await interactionOf(c, server);
      if (!interaction) return expired(c);
      if (!template) return c.text(NOT_BUILT, 503);
      const client = await server.provider.Client.find(String(interaction.params.client_id));
      if (!client) return expired(c);
      return c.html(render(template, pageData(interaction, client, appName)), 200, PAGE_HEADERS);
    })
    .post(`${OIDC_PATHS.interaction}/:uid/login`, doc('Sign in for the authorization request with the Foyer session', interactionLocationSchema), async (c) => {
      const server = await authorizationServer();
      const interaction = await interactionOf(c, server);
      if (!interaction) return oauthError(c, 400, 'invalid_request', EXPIRED);
      const session = await caller(c);
      if (!session) return oauthError(c, 401, 'invalid_token', 'Sign in to Foyer first');
      const userSession = await store.userSessions.findById(session.claims.sid);
      if (!userSession) return oauthError(c, 401, 'invalid_token', 'Sign in to Foyer first');
      // The request's time is known to the second: only a sign-in begun in a later second is surely newer.
      if (needsFreshLogin(interaction) && userSession.createdAt < (interaction.iat + 1) * 1000) {
        return oauthError(c, 403, FRESH_LOGIN_REQUIRED, 'The app asks you to sign in again');
      }
      await startFreshIfSignedInAgain(store, server, interaction, userSession.id);
      const result: FoyerLoginResult & InteractionResults = {
        login: { accountId: session.claims.sub, ts: Math.floor(userSession.createdAt / 1000), amr: [userSession.provider] },
        foyerSessionId: userSession.id,
      };
      return c.json({ location: await finishInteraction(c, server, result, false) });
    })
    .post(`${OIDC_PATHS.interaction}/:uid/consent`, doc('Grant the requested scopes', interactionLocationSchema), async (c) => {
      const server = await authorizationServer();
      const interaction = await interactionOf(c, server);
      if (!interaction || interaction.prompt.name !== 'consent') return oauthError(c, 400, 'invalid_request', EXPIRED);
      const session = await caller(c);
      const accountId = interaction.session?.accountId;
      if (!session || session.claims.sub !== accountId) return oauthError(c, 401, 'invalid_token', 'Sign in as the account this request is for');
      const { Grant } = server.provider;
      const clientId = String(interaction.params.client_id);
      const grant = (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ?? new Grant({ accountId, clientId });
      const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      return c.json({ location: await finishInteraction(c, server, { consent: { grantId } }, true) });
    })
    .post(`${OIDC_PATHS.interaction}/:uid/deny`, doc('Deny the authorization request', interactionLocationSchema), async (c) => {
      const server = await authorizationServer();
      const interaction = await interactionOf(c, server);
      if (!interaction) return oauthError(c, 400, 'invalid_request', EXPIRED);
      const result = { error: 'access_denied', error_description: 'The person declined to let the app sign in with Foyer' };
      return c.json({ location: await finishInteraction(c, server, result, false) });
    });
}
