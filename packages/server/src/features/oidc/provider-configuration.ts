import { OAUTH_SCOPES, PLATFORM_TTL, RESOURCE_SCOPES } from '@foyer/core';
import { errors, type Client, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Store } from '../../store/types.js';
import type { AuthorizationServerKeys } from './authorization-server-keys.js';
import { CLIENT_POLICY } from './client-policy.js';
import { foyerAccounts } from './foyer-account.js';
import { interactionPolicyWithFoyerSession } from './foyer-session-check.js';
import { apiResource, OIDC_PATHS } from './oidc-paths.js';
import { errorPage, logoutConfirmPage, loggedOutPage } from './provider-pages.js';
import { signInStillStands } from './sign-in-behind-token.js';
import { storeAdapter } from './store-adapter.js';
import { ID_TOKEN_TTL_MS } from './id-token-ttl.js';

const seconds = (ms: number) => Math.floor(ms / 1000);

const RESOURCE_SCOPE_LIST = RESOURCE_SCOPES.join(' ');

export interface ProviderConfigurationInput {
  store: Store;
  issuer: string;
  appName: string;
  keys: AuthorizationServerKeys;
}

// A capsule scope asked for without naming a resource means Foyer's API; OpenID-only requests get no resource (their token is for userinfo).
function asksForResourceScope(ctx: KoaContextWithOIDC): boolean {
  const requested = String(ctx.oidc.params?.scope ?? '').split(' ');
  return requested.some((scope) => (RESOURCE_SCOPES as readonly string[]).includes(scope));
}

// RFC 7662 §2.2: another client's token introspects as inactive, so a client learns nothing about tokens it was not issued.
const issuedToCaller = (_ctx: KoaContextWithOIDC, client: Client, token: { clientId?: string }) => token.clientId === client.clientId;

// RFC 7009 §2.1 refuses a confidential client revoking another's token; an unauthenticated (public) caller is ignored without telling it whether the token exists.
function revocableByCaller(ctx: KoaContextWithOIDC, client: Client, token: { clientId?: string }): boolean {
  if (issuedToCaller(ctx, client, token)) return true;
  if (client.clientAuthMethod === 'none') return false;
  throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
}

export function providerConfiguration({ store, issuer, appName, keys }: ProviderConfigurationInput): Configuration {
  const resource = apiResource(issuer);
  return {
    adapter: storeAdapter(store.oidcModels, signInStillStands(store)),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'foyer_op_session', interaction: 'foyer_op_interaction', resume: 'foyer_op_resume' },
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: Object.keys(OAUTH_SCOPES),
    claims: {
      openid: ['sub'],
      'profile:read': ['name', 'picture', 'email', 'email_verified', 'role'],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    findAccount: foyerAccounts(store, issuer),
    routes: {
      authorization: OIDC_PATHS.authorize,
      token: OIDC_PATHS.token,
      registration: OIDC_PATHS.register,
      revocation: OIDC_PATHS.revoke,
      userinfo: OIDC_PATHS.userinfo,
      jwks: OIDC_PATHS.jwks,
      end_session: OIDC_PATHS.logout,
      introspection: OIDC_PATHS.introspect,
    },
    ttl: {
      AuthorizationCode: seconds(PLATFORM_TTL.oauthCodeMs),
      AccessToken: seconds(PLATFORM_TTL.oauthAccessTokenMs),
      RefreshToken: seconds(PLATFORM_TTL.oauthRefreshTokenMs),
      IdToken: seconds(ID_TOKEN_TTL_MS),
      Grant: seconds(PLATFORM_TTL.oauthRefreshTokenMs),
      Session: seconds(PLATFORM_TTL.sessionMs),
      Interaction: seconds(PLATFORM_TTL.oauthCodeMs),
      InitialAccessToken: 60,
    },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      introspection: { enabled: true, allowedPolicy: issuedToCaller },
      revocation: { enabled: true, allowedPolicy: revocableByCaller },
      registration: {
        enabled: true,
        initialAccessToken: true,
        issueRegistrationAccessToken: false,
        policies: {
          [CLIENT_POLICY]: (_ctx, properties) => {
            if (properties.client_secret) properties.client_secret_expires_at = seconds(Date.now() + PLATFORM_TTL.oauthClientSecretMs);
          },
        },
      },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutConfirmPage(appName), postLogoutSuccessSource: loggedOutPage(appName) },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx, _client, oneOf) => oneOf ?? (asksForResourceScope(ctx) ? resource : undefined),
        useGrantedResource: () => false,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return { scope: RESOURCE_SCOPE_LIST, audience: resource, accessTokenTTL: seconds(PLATFORM_TTL.oauthAccessTokenMs), accessTokenFormat: 'opaque' };
        },
      },
    },
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256', 'EdDSA'],
      userinfoSigningAlgValues: ['RS256', 'EdDSA'],
      introspectionSigningAlgValues: ['RS256', 'EdDSA'],
      authorizationSigningAlgValues: ['RS256', 'EdDSA'],
      requestObjectSigningAlgValues: ['RS256', 'EdDSA'],
    },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
    // Every refresh hands out a new refresh token; presenting a used one revokes the grant and everything issued from it.
    rotateRefreshToken: true,
    // OpenID Connect §11: a refresh token only for offline_access, which the person consented to (oidc-provider drops it under prompt=login alone).
    issueRefreshToken: async (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    interactions: {
      url: (_ctx, interaction) => `${OIDC_PATHS.interaction}/${interaction.uid}`,
      policy: interactionPolicyWithFoyerSession(store),
    },
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client) return undefined;
      const grantId = (result?.consent as { grantId?: string } | undefined)?.grantId ?? session?.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      // Consent given once is remembered for the person and the app, across sign-ins and browsers.
      const remembered = session?.accountId ? await store.oidcModels.findGrant(session.accountId, client.clientId, Date.now()) : null;
      return remembered ? ctx.oidc.provider.Grant.find(remembered.id) : undefined;
    },
    renderError: errorPage,
  };
}
